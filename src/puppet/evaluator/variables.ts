// Variables: reading (local, inherited, qualified `$a::b`, match `$0`), the unknown-variable rule, assignment.
import { ExactNumber } from '../../data/exact-number.js';
import { putKey } from '../../data/key-order.js';
import type { Location } from '../../diagnostics/source.js';
import type { TemplateChange } from '../functions/context.js';
import type * as A from '../parser/ast.js';
import { ClassType, PFloat, PHash, PSensitive, capitalizeSegments, formatFloat, toText, type Value } from '../values/index.js';
import { EvaluationError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import type { Scope } from './scope.js';

/** `$0`…`$n`: a match variable (the first character tested first: nearly every name is not one). */
const isMatchVariable = (name: string) => name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57 && /^\d+$/.test(name);

/** A qualified name's class (lower case, '' for top scope) and variable, split once per name. */
const qualifiedNames = new Map<string, readonly [string, string]>();
function splitQualified(name: string): readonly [string, string] {
  let split = qualifiedNames.get(name);
  if (split === undefined) {
    const i = name.lastIndexOf('::');
    split = [name.slice(0, i).toLowerCase(), name.slice(i + 2)];
    // Names come from the code read: as many as it writes.
    if (qualifiedNames.size < 10_000) qualifiedNames.set(name, split);
  }
  return split;
}

/** A variable's value as `name` (`x`, `::x`, `a::b::x`, `0`) reads from `scope`; undefined when unset. */
export function readVariable(ev: Evaluator, name: string, scope: Scope): Value | undefined {
  if (isMatchVariable(name)) return scope.matchVariable(Number(name));
  if (name.startsWith('::')) {
    name = name.slice(2);
    // `$::x` is the top scope's alone: no local, class or node variable shadows it.
    if (!name.includes('::')) return ev.top.getLocal(name);
  }
  if (!name.includes('::')) return scope.lookup(name);
  const split = splitQualified(name);
  const cls = split[0];
  const local = split[1];
  if (cls === '') return ev.top.getLocal(local);
  const cs = ev.classScopes.get(cls);
  if (!cs) return undefined;
  const v = cs.getLocal(local);
  if (v !== undefined) return v;
  for (let s = cs.inherited; s; s = s.inherited) {
    const iv = s.getLocal(local);
    if (iv !== undefined) return iv;
  }
  return undefined;
}

/**
 * A variable as Hiera's interpolations read it in `scope` (a lookup's calling scope, `%{x}`,
 * `%{class::x}`), as data; undefined where it is not set (or undef), so the top scope answers.
 */
export function interpolationVariable(ev: Evaluator, name: string, scope: Scope): unknown {
  // `::x` is the top scope's x (readVariable would look in `scope` first).
  const top = /^::[^:]+$/.test(name);
  const v = top ? ev.top.getLocal(name.slice(2)) : readVariable(ev, name, scope);
  return v === undefined || v === null ? undefined : hieraData(v);
}

export function evaluateVariable(ev: Evaluator, node: A.Variable, scope: Scope): Value {
  const v = readCheckedVariable(ev, node.name, scope, node);
  if (v !== undefined) return v;
  if (isMatchVariable(node.name)) return null;
  // `$caller_module_name` is undef without a word where nothing called (top scope), as in Puppet.
  if (node.name === 'caller_module_name') return null;
  if (ev.options.strictVariables) ev.fail('OVC3101', { name: node.name }, node);
  // Puppet 7 (`strict = warning`) warns at every read of an unknown variable; it is undef.
  ev.options.diagnostics.report('OVC3101', { name: node.name }, { location: ev.loc(node) });
  return null;
}

export function evaluateAssignment(ev: Evaluator, node: A.Assignment, scope: Scope): Value {
  if (node.operator !== '=') ev.fail('OVC3111', { message: `The operator '${node.operator}' is no longer supported` }, node);
  const value = ev.evaluate(node.value, scope);
  assignTo(ev, node.target, value, scope);
  return value;
}

function assignTo(ev: Evaluator, target: A.Expression, value: Value, scope: Scope): void {
  if (target.kind === 'Variable') {
    const name = target.name;
    if (name.includes('::') || /^\d+$/.test(name)) ev.fail('OVC3111', { message: `Cannot assign to variable '$${name}'` }, target);
    if (!scope.set(name, value)) ev.fail('OVC3111', { message: `Cannot reassign variable '$${name}'` }, target);
    return;
  }
  if (target.kind === 'Array') {
    assignMany(ev, target, value, scope);
    return;
  }
  ev.fail('OVC3111', { message: 'Illegal attempt to assign to this expression' }, target);
}

/**
 * `[$a, $b] = ...` as Puppet's assign_Array: from a hash, each variable its key's value; from a
 * class reference, the declared class's variables of those names; from anything else, the values
 * of an array (a single value is an array of one) position by position, as many as there are
 * variables.
 */
function assignMany(ev: Evaluator, target: A.ArrayExpression, value: Value, scope: Scope): void {
  const names = target.elements.map((t) => (t.kind === 'Variable' ? t.name : undefined));
  if (value instanceof PHash) {
    target.elements.forEach((t, i) => {
      const name = names[i];
      const found = name === undefined ? undefined : value.get(name);
      if (found === undefined) ev.fail('OVC3111', { message: `No value for required key '${name ?? toText(null)}' in assignment to variables from hash` }, target);
      assignTo(ev, t, found, scope);
    });
    return;
  }
  if (value instanceof ClassType && value.className !== undefined) {
    if (!ev.catalog.get('Class', capitalizeSegments(value.className.replace(/^::/, '')))) ev.fail('OVC3111', { message: `Resource not found: Class['${value.className}']` }, target);
    target.elements.forEach((t, i) => {
      const qualified = `${value.className!.toLowerCase()}::${names[i] ?? ''}`;
      const found = readVariable(ev, qualified, scope);
      if (found === undefined) ev.fail('OVC3111', { message: `No value for required variable '$${qualified}' in assignment to variables from class reference` }, t);
      assignTo(ev, t, found, scope);
    });
    return;
  }
  const values = Array.isArray(value) ? value : [value];
  if (values.length !== target.elements.length) ev.fail('OVC3111', { message: `Mismatched number of assignable entries and values, expected ${target.elements.length}, got ${values.length}` }, target);
  target.elements.forEach((t, i) => assignTo(ev, t, values[i]!, scope));
}

/**
 * A variable as the language reads it (undefined when not set), refusing a value an ERB template
 * changed in place (FunctionContext.changedInPlace): Puppet would give the changed object here,
 * and overcat's values are not changed. `at` places the read (a node, or a call's location).
 */
export function readCheckedVariable(ev: Evaluator, name: string, scope: Scope, at: A.Span | Location | undefined): Value | undefined {
  const v = readVariable(ev, name, scope);
  if (ev.changedInPlace === undefined || v === null || typeof v !== 'object') return v;
  const change = ev.changedInPlace.get(v);
  if (change) throw changedInPlaceError(change, `$${name}`, at === undefined || 'source' in at ? at : ev.loc(at));
  return v;
}

/** OVC3145 for `name` (a variable, a class parameter), read at `location` after `change`. */
export function changedInPlaceError(change: TemplateChange, name: string, location: Location | undefined): EvaluationError {
  const error = new EvaluationError('OVC3145', { name, template: change.template, how: change.how }, location);
  error.chain.push({ message: `changed here (${change.how})`, location: change.location });
  return error;
}

/** A value as Hiera's data is: a Float keeps its Ruby text, a hash becomes an object with text keys. */
function hieraData(v: Value): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (v instanceof PFloat) return new ExactNumber(formatFloat(v.value), 'float');
  if (Array.isArray(v)) return v.map(hieraData);
  if (v instanceof PSensitive) return v;
  if (v instanceof PHash) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of v) putKey(out, typeof k === 'string' ? k : toText(k), hieraData(x));
    return out;
  }
  return toText(v);
}
