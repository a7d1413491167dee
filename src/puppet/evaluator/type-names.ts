// Type expressions: a capitalised name as a built-in type, a type alias (module path or manifest) or a resource type.
import type * as A from '../parser/ast.js';
import { ArrayType, ClassType, PType, ResourceType, TypeAliasType, TypeReferenceType, UNDEF, capitalizeSegments, normalizeType, parameterize, type Value, typeByName } from '../values/index.js';
import type { Evaluator } from './evaluator.js';
import type { Scope } from './scope.js';

export function evaluateTypeReference(ev: Evaluator, node: A.TypeReference, scope: Scope): Value {
  const base = typeNamed(ev, node.name);
  if (node.parameters) return parameterize(base, accessKeys(ev, base, node.parameters, scope));
  // A name nothing defines is Puppet's error as a value (eval_QualifiedReference), as it is with parameters.
  if (base instanceof TypeReferenceType && ev.aliasBodies === 0) ev.fail('OVC3102', { type: base.typeString }, node);
  return base;
}

/**
 * The keys of an access to `target` (`T[keys]`). Among `Class[...]`'s, Puppet interprets a bare
 * type name without failing on one nothing defines (eval_AccessExpression), so `Class[Foo]` is
 * refused as a TypeReference, not as an unknown type.
 */
export function accessKeys(ev: Evaluator, target: Value, nodes: readonly A.Expression[], scope: Scope): Value[] {
  if (!(target instanceof ClassType)) return ev.list(nodes, scope);
  return nodes.flatMap((k) => (k.kind === 'TypeReference' && !k.parameters ? [typeNamed(ev, k.name)] : ev.list([k], scope)));
}

/**
 * A capitalised name as a type: built-in, type alias (module path or manifest), else a resource
 * type. Names resolve the same way through a whole compilation, so each is resolved once: every
 * resource reference (`File[...]`) names its type.
 */
function typeNamed(ev: Evaluator, name: string): PType {
  let t = ev.namedTypes.get(name);
  if (t === undefined) ev.namedTypes.set(name, (t = typeByName(name, (n) => declaredType(ev, n))));
  return t;
}

/** A name that is not a built-in type: a type alias (module path or manifest) or a resource type, else undefined. */
export function declaredType(ev: Evaluator, name: string): PType | undefined {
  const alias = typeAlias(ev, name);
  if (alias) return alias;
  const lower = name.replace(/^::/, '').toLowerCase();
  return ev.options.modulePath.getType(lower) || ev.siteDefines.has(lower) || lower === 'node' || lower === 'stage' ? new ResourceType(lower) : undefined;
}

/** A type alias of the manifest or the module path by name, else undefined. */
export function typeAlias(ev: Evaluator, name: string): PType | undefined {
  const key = name.replace(/^::/, '').toLowerCase();
  const cached = ev.aliasTypes.get(key);
  if (cached) return cached;
  let found = ev.siteAliases.get(key);
  if (!found) {
    const info = ev.options.modulePath.getTypeAlias(key);
    if (!info) return undefined;
    const program = ev.options.cache.parse(info.location.source, ev.options.diagnostics);
    const def = program?.body.find((s): s is A.TypeAlias => s.kind === 'TypeAlias' && s.name.toLowerCase() === key);
    if (!def) return undefined;
    found = { def, source: info.location.source };
  }
  const { def, source } = found;
  const t = new TypeAliasType(capitalizeSegments(def.name), () => {
    ev.aliasBodies++;
    try {
      const v = ev.withSource(source, () => ev.evaluate(def.type, ev.top));
      // An alias stands for its type's normal form, as Puppet resolves it (Optional[Data] is Data).
      return v instanceof PType ? normalizeType(v) : UNDEF;
    } finally {
      ev.aliasBodies--;
    }
  });
  ev.aliasTypes.set(key, t);
  return t;
}

/**
 * Whether a type expression is the same type wherever it is evaluated: names and literals only
 * (`Array[String]`, `Enum['a', 'b']`), no variables or calls. Names resolve the same way through
 * a whole compilation (types, aliases and resource types are global).
 */
function isConstantType(node: A.Expression): boolean {
  switch (node.kind) {
    case 'TypeReference':
      return node.parameters === undefined || node.parameters.every(isConstantType);
    case 'Literal':
    case 'BareWord':
      return true;
    case 'String':
      return node.parts.every((part) => typeof part === 'string');
    case 'Array':
      return node.elements.every(isConstantType);
    case 'Hash':
      return node.entries.every((e) => isConstantType(e.key) && isConstantType(e.value));
    default:
      return false;
  }
}

/**
 * The declared type of a parameter, when it has one. A constant type expression is evaluated once
 * per compilation: every define instance and class binds its parameters through it.
 */
export function parameterType(ev: Evaluator, p: A.Parameter, scope: Scope): PType | undefined {
  if (!p.type) return undefined;
  const known = ev.parameterTypes.get(p.type);
  if (known) return known;
  const t = ev.evaluate(p.type, scope);
  if (!(t instanceof PType)) return undefined;
  if (isConstantType(p.type)) ev.parameterTypes.set(p.type, t);
  return t;
}

/**
 * What a `*$rest` parameter takes: its type is each rest argument's, except that an Array type
 * gives the element type and how many there may be (`Array[String, 1, 3] *$names`).
 */
export function restParameter(ev: Evaluator, p: A.Parameter, scope: Scope): { each: PType | undefined; min: number; max: number } {
  const t = parameterType(ev, p, scope);
  if (t instanceof ArrayType) return { each: t.element, min: Number(t.sizeRange.from), max: Number(t.sizeRange.to) };
  return { each: t, min: 0, max: Infinity };
}
