// TEST ONLY: evaluates the small expression language the value conformance cases are written in
// (literals, arrays, hashes, operators, types, `type()`, `String()`, `Sensitive()`, `Binary()`)
// straight on values/, so the value model can be checked against Puppet before the evaluator
// exists. Not an evaluator.
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import type * as A from '../../src/puppet/parser/ast.js';
import { parseManifest } from '../../src/puppet/parser/parse.js';
import * as V from '../../src/puppet/values/index.js';

export function evaluateExpression(text: string): V.Value {
  const bag = new DiagnosticBag();
  const program = parseManifest(new SourceFile('case.pp', text), bag, { validate: false });
  if (!program || bag.items.some((d) => d.severity === 'error')) throw new Error(`syntax: ${bag.items.map((d) => d.message).join('; ')}`);
  let result: V.Value = null;
  for (const s of program.body) result = evaluate(s as A.Expression);
  return result;
}

/** The resource types the cases use; other capitalised names are unknown, as in Puppet. */
const RESOURCE_TYPES = new Set(['File', 'Notify', 'Exec', 'Package', 'Service', 'User', 'Group']);
const resolveType = (name: string): V.PType | undefined => (RESOURCE_TYPES.has(name) ? new V.ResourceType(name) : undefined);

function evaluate(e: A.Expression): V.Value {
  switch (e.kind) {
    case 'Literal':
      switch (e.type) {
        case 'number':
          return V.numberFromLiteral(e.text);
        case 'undef':
          return null;
        case 'default':
          return V.DEFAULT;
        case 'regex':
          return V.PRegexp.fromLiteral(e.value as string);
        default:
          return e.value as V.Value;
      }
    case 'String':
      return e.parts.map((p) => (typeof p === 'string' ? p : V.toText(evaluate(p)))).join('');
    case 'BareWord':
      return e.name;
    case 'Array':
      return e.elements.map(evaluate);
    case 'Hash': {
      const b = new V.HashBuilder();
      for (const en of e.entries) b.set(evaluate(en.key), evaluate(en.value));
      return b.build();
    }
    case 'TypeReference': {
      const base = V.typeByName(e.name, resolveType);
      return e.parameters === undefined ? base : V.parameterize(base, e.parameters.map(evaluate));
    }
    case 'Access': {
      return V.access(evaluate(e.target), e.keys.map(evaluate));
    }
    case 'Unary': {
      const v = evaluate(e.operand);
      if (e.operator === '-') return V.negate(v);
      if (e.operator === '!') return !V.isTruthy(v);
      return V.unfold(v);
    }
    case 'Binary':
      return binary(e);
    case 'Selector': {
      const subject = evaluate(e.subject);
      let fallback: A.Expression | undefined;
      for (const c of e.cases) {
        if (c.match.kind === 'Literal' && c.match.type === 'default') fallback = c.value;
        else if (V.caseMatch(subject, evaluate(c.match)).matched) return evaluate(c.value);
      }
      if (fallback === undefined) throw new Error('test reader: no selector entry matched');
      return evaluate(fallback);
    }
    case 'Call': {
      const name = e.callee.kind === 'BareWord' ? e.callee.name : e.callee.kind === 'TypeReference' ? e.callee.name : '';
      const args = e.arguments.map(evaluate);
      if (name === 'type') {
        const how = args[1] ?? 'detailed';
        return how === 'generalized' ? V.inferGeneralized(args[0]!) : how === 'reduced' ? V.infer(args[0]!) : V.inferDetailed(args[0]!);
      }
      if (name === 'String') return V.stringOf(args[0]!);
      if (name === 'Sensitive') return new V.PSensitive(args[0]!);
      if (name === 'Binary') return args[1] === '%s' ? V.PBinary.ofText(args[0] as string) : V.decodeStrict(args[0] as string)!;
      throw new Error(`test reader: no function ${name}`);
    }
    default:
      throw new Error(`test reader: ${e.kind}`);
  }
}

function binary(e: A.Binary): V.Value {
  const l = evaluate(e.left);
  if (e.operator === 'and') return V.isTruthy(l) && V.isTruthy(evaluate(e.right));
  if (e.operator === 'or') return V.isTruthy(l) || V.isTruthy(evaluate(e.right));
  const r = evaluate(e.right);
  switch (e.operator) {
    case '==':
      return l instanceof V.PType ? V.typeEquals(l, r) : V.equals(l, r);
    case '!=':
      return !(l instanceof V.PType ? V.typeEquals(l, r) : V.equals(l, r));
    case '<':
    case '<=':
    case '>':
    case '>=':
      return V.compare(e.operator, l, r);
    case '=~':
      return V.matchOperator(l, r).matched;
    case '!~':
      return !V.matchOperator(l, r).matched;
    case 'in':
      return V.inOperator(l, r).matched;
    default:
      return V.arithmetic(e.operator, l, r);
  }
}
