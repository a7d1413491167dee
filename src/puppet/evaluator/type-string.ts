// `Type.new('Integer[1, 2]')`: a type read from text, as Puppet's TypeParser reads it. Only a type
// expression is accepted — type names with parameters made of literals, names, arrays and hashes —
// and it is evaluated here, not by the evaluator, so no call or variable in the text ever runs.
// Names resolve as Puppet's static loader resolves them: built-in types and Puppet's own resource
// types; any other name (a type alias, a module's resource type) stays a TypeReference.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile } from '../../diagnostics/source.js';
import type * as A from '../parser/ast.js';
import { parseManifest } from '../parser/parse.js';
import { DEFAULT, HashBuilder, PRegexp, PType, TypeReferenceType, negate, numberFromLiteral, parameterize, provideSignatureReader, typeByName, type AliasResolver, type Value } from '../values/index.js';

/** The type a name denotes. */
type TypeLookup = (name: string) => PType;

/** A part of the text that is not a type specification (Puppet's message quotes that part). */
class NotATypeSpecification extends Error {
  constructor(readonly node: A.Expression) {
    super();
  }
}

/** A literal's value (the evaluator's too: a literal means the same wherever it is written). */
export function literalValue(node: A.Literal): Value {
  switch (node.type) {
    case 'string':
      return node.value as string;
    case 'boolean':
      return node.value as boolean;
    case 'undef':
      return null;
    case 'default':
      return DEFAULT;
    case 'regex':
      return PRegexp.fromLiteral(node.value as string);
    case 'number':
      return numberFromLiteral(node.text);
  }
}

/** The value of one part of a type specification; `top` is the whole text, which must be a type. */
function specValue(e: A.Expression, top: boolean, lookup: TypeLookup): Value {
  switch (e.kind) {
    case 'TypeReference': {
      const base = lookup(e.name);
      return e.parameters ? parameterize(base, e.parameters.map((p) => specValue(p, false, lookup))) : base;
    }
    case 'Access': {
      // Only a type name takes parameters (Integer[1][2] is no type specification).
      if (e.target.kind !== 'TypeReference' || e.target.parameters) throw new NotATypeSpecification(e);
      const target = specValue(e.target, top, lookup);
      if (!(target instanceof PType)) throw new NotATypeSpecification(e);
      return parameterize(target, e.keys.map((k) => specValue(k, false, lookup)));
    }
  }
  if (top) throw new NotATypeSpecification(e);
  switch (e.kind) {
    case 'Literal':
      return literalValue(e);
    case 'BareWord':
      return e.name;
    case 'String':
      if (e.parts.every((p) => typeof p === 'string')) return e.parts.join('');
      break;
    case 'Array':
      return e.elements.map((x) => specValue(x, false, lookup));
    case 'Hash': {
      const b = new HashBuilder();
      for (const x of e.entries) b.set(specValue(x.key, false, lookup), specValue(x.value, false, lookup));
      return b.build();
    }
    case 'Unary':
      if (e.operator === '-' && e.operand.kind === 'Literal' && e.operand.type === 'number') return negate(literalValue(e.operand));
      break;
  }
  throw new NotATypeSpecification(e);
}

/**
 * The type `text` denotes, or Puppet's reason why it denotes none. `resolve` answers the names
 * that are not built-in types (Puppet's own resource types); `staticLoader`: read as Type.new
 * reads it, where Pcore's Error is not known.
 */
export function typeFromText(text: string, resolve: AliasResolver, staticLoader = false): { type: PType } | { error: string } {
  // Error lives in Pcore's type set, which the static loader (Type.new's) does not see: there it stays a reference.
  const lookup: TypeLookup = (n) => (staticLoader && n === 'Error' ? new TypeReferenceType('Error') : typeByName(n, resolve));
  const bag = new DiagnosticBag();
  const program = parseManifest(new SourceFile('<type string>', text), bag);
  if (!program) return { error: bag.items.find((d) => d.severity === 'error')?.message ?? 'Syntax error' };
  const [only] = program.body;
  const invalid = (part: string) => ({ error: `The expression <${part}> is not a valid type specification.` });
  if (program.body.length !== 1 || only === undefined) return invalid(text);
  try {
    return { type: specValue(only as A.Expression, true, lookup) as PType };
  } catch (e) {
    if (e instanceof NotATypeSpecification) return invalid(text.slice(e.node.start, e.node.end));
    throw e;
  }
}

// Init[T] matches values by the parameter types of T.new, which Puppet writes as text.
provideSignatureReader((text) => {
  const parsed = typeFromText(text, () => undefined, true);
  if ('error' in parsed) throw new Error(`new-signatures.json: ${parsed.error}`);
  return parsed.type;
});
