// Operator expressions: `and`/`or`, comparisons, `=~`/`in` with match variables, arithmetic, selectors, `case`, access.
import type * as A from '../parser/ast.js';
import { ClassType, PDefault, PType, ResourceType, access, arithmetic, caseMatch, compare, equals, inOperator, isTruthy, matchOperator, typeEquals, type Value } from '../values/index.js';
import { rubyObjectToS } from '../functions/ruby-values.js';
import type { Evaluator } from './evaluator.js';
import { resourceParameterAccess } from './resources.js';
import type { Scope } from './scope.js';
import { accessKeys } from './type-names.js';

export function evaluateBinary(ev: Evaluator, node: A.Binary, scope: Scope): Value {
  if (node.operator === 'and') return isTruthy(ev.evaluate(node.left, scope)) && isTruthy(ev.evaluate(node.right, scope));
  if (node.operator === 'or') return isTruthy(ev.evaluate(node.left, scope)) || isTruthy(ev.evaluate(node.right, scope));
  const l = ev.evaluate(node.left, scope);
  const r = ev.evaluate(node.right, scope);
  switch (node.operator) {
    case '==':
      return l instanceof PType ? typeEquals(l, r) : equals(l, r);
    case '!=':
      return !(l instanceof PType ? typeEquals(l, r) : equals(l, r));
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(node.operator, l, r);
    case '=~':
    case '!~': {
      const m = matchOperator(l, r);
      if (m.matched && m.captures) scope.matches = m.captures;
      return node.operator === '=~' ? m.matched : !m.matched;
    }
    case 'in': {
      const m = inOperator(l, r);
      if (m.matched && m.captures) scope.matches = m.captures;
      return m.matched;
    }
    default:
      return arithmetic(node.operator, l, r);
  }
}

export function evaluateSelector(ev: Evaluator, node: A.Selector, scope: Scope): Value {
  const subject = ev.evaluate(node.subject, scope);
  let fallback: A.Expression | undefined;
  for (const c of node.cases) {
    const option = ev.evaluate(c.match, scope);
    if (option instanceof PDefault) {
      fallback = c.value;
      continue;
    }
    const m = caseMatch(subject, option);
    if (m.matched) {
      if (m.captures) scope.matches = m.captures;
      return ev.evaluate(c.value, scope);
    }
  }
  if (fallback) return ev.evaluate(fallback, scope);
  // Puppet's message interpolates the Ruby value: its `to_s`, not the Puppet text.
  ev.fail('OVC3111', { message: `No matching entry for selector parameter with value '${rubyObjectToS(subject)}'` }, node);
}

export function evaluateCase(ev: Evaluator, node: A.Case, scope: Scope): Value {
  const subject = ev.evaluate(node.test, scope);
  let fallback: A.Statement[] | undefined;
  for (const option of node.options) {
    for (const o of ev.list(option.values, scope)) {
      if (o instanceof PDefault) {
        fallback = option.body;
        continue;
      }
      const m = caseMatch(subject, o);
      if (m.matched) {
        if (m.captures) scope.matches = m.captures;
        return ev.evaluateStatements(option.body, scope);
      }
    }
  }
  return fallback ? ev.evaluateStatements(fallback, scope) : null;
}

export function evaluateAccess(ev: Evaluator, node: A.Access, scope: Scope): Value {
  const target = ev.evaluate(node.target, scope);
  const keys = accessKeys(ev, target, node.keys, scope);
  // A titled reference's keys are parameter names (`File['/x']['mode']`); an empty access is the type's arity error.
  const titled = (target instanceof ResourceType && target.title !== undefined && target.typeName !== undefined) || (target instanceof ClassType && target.className !== undefined);
  if (titled && keys.length > 0) return resourceParameterAccess(ev, target, keys, node);
  return access(target, keys);
}
