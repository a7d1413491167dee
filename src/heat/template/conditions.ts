// The `conditions` section (HOT 2016-10-14 on) as Heat parses and evaluates it: the condition
// functions get_param, equals, not, and, or (and contains from 2017-09-01) over the typed
// parameters; condition names, cycles, Heat's messages; yaql through src/yaql (what its
// evaluator lacks is reported as not evaluated).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { isHash, type DataHash } from '../../data/value.js';
import type { PathSegment } from '../../yaml/load.js';
import { UnreadableValue } from '../parameters/coerce.js';
import { joinItemError, pyEquals, pyKey, pyStr, pyTypeName } from '../parameters/python.js';
import { dataEntries } from '../../data/key-order.js';
import { templateLocation, type HotTemplate } from './template.js';
import { conditionTable } from './function-table.js';
import { atLeast } from './versions.js';
import { HeatError } from './functions/values.js';
import { yaqlResult, YaqlNotEvaluated } from './functions/yaql.js';
import { YaqlSet } from '../../yaql/evaluate.js';

/** A parsed function call inside a condition. */
class Call {
  constructor(
    readonly fn: string,
    readonly args: unknown,
  ) {}
}

/** A definition as Heat's message shows it: the template deep-copied, each call back in its {name: args} form (Function.__reduce__). */
function written(v: unknown): unknown {
  if (v instanceof Call) return { [v.fn]: written(v.args) };
  if (Array.isArray(v)) return v.map(written);
  return isHash(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, written(x)])) : v;
}

/**
 * Heat refusing a definition or an evaluation; `message` is Heat's str() of the exception and
 * `heatClass` its class (where it matters: Heat wraps only some classes in StackValidationFailed).
 */
class ConditionError extends Error {
  constructor(
    message: string,
    readonly heatClass = 'ValueError',
  ) {
    super(message);
  }
}
/** yaql that overcat's evaluator cannot run. */
class NotEvaluated extends Error {}

// Heat raises StackValidationFailed: a resource's condition or an `if` does not wrap it with the path.
const definitionError = (message: string) => new ConditionError(`Condition validation error: ${message}`, 'StackValidationFailed');

/** Heat's template.parse with the condition function table; throws where Heat raises at parse time. */
function parse(template: HotTemplate, snippet: unknown, path: string): unknown {
  if (isHash(snippet)) {
    const keys = Object.keys(snippet);
    if (keys.length === 1 && conditionTable(template.version).has(keys[0]!)) {
      const fn = keys[0]!;
      const at = `${path}.${fn}`;
      // A removed function parses, and Conditions.validate refuses it (its path is the function alone).
      if (conditionTable(template.version).get(fn) === 'removed') throw new ConditionError(`${fn}: The template version is invalid: The function ${fn} is not supported in this version of HOT.`);
      const args = parse(template, snippet[fn], at);
      const problem = constructionError(template, fn, args);
      if (problem !== undefined) throw new ConditionError(`${at}: ${problem}`);
      return new Call(fn, args);
    }
    return Object.fromEntries(keys.map((k) => [k, parse(template, snippet[k], `${path}.${k}`)]));
  }
  if (Array.isArray(snippet)) return snippet.map((v, i) => parse(template, v, `${path}[${i}]`));
  return snippet;
}

/** The checks each condition function's constructor makes on its (parsed) arguments. */
function constructionError(template: HotTemplate, fn: string, args: unknown): string | undefined {
  const kind = conditionTable(template.version).get(fn);
  if (kind === 'invalid') return `The function "${fn}" is invalid in this context`;
  switch (fn) {
    case 'equals':
      return Array.isArray(args) && args.length === 2 ? undefined : 'Arguments to "equals" must be of the form: [value_1, value_2]';
    case 'not':
      return args === null || args === undefined ? 'Argument to "not" must be a condition' : undefined;
    case 'and':
    case 'or':
      if (!Array.isArray(args)) return `Arguments to "${fn}" must be a list of conditions`;
      return args.length < 2 ? `The minimum number of condition arguments to "${fn}" is 2.` : undefined;
    case 'contains':
      if (!Array.isArray(args) || args.length === 0) return 'Incorrect arguments to "contains" should be: "contains" : [ "value1", [ "value1", "value2"]]';
      return args.length === 2 ? undefined : 'Arguments to "contains" must be of the form: [value1, [value1, value2]]';
    default:
      return undefined;
  }
}

/** get_param's path step; undefined where Heat's traversal fails (and get_param gives ""). */
function step(collection: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  if (isHash(collection)) return Object.hasOwn(collection, String(key)) ? collection[String(key)] : undefined;
  if (!Array.isArray(collection) && typeof collection !== 'string') return undefined;
  const index = typeof key === 'number' ? key : /^\s*[+-]?\d+\s*$/.test(key) ? Number(key) : NaN;
  if (!Number.isInteger(index)) return undefined;
  const i = index < 0 ? collection.length + index : index;
  return i >= 0 && i < collection.length ? collection[i] : undefined;
}

/** Evaluates the parsed conditions lazily, memoised, as Heat's Conditions.is_enabled does. */
class Evaluator {
  private readonly resolved = new Map<string, boolean | 'in progress'>();

  constructor(
    private readonly definitions: ReadonlyMap<string, unknown>,
    private readonly parameters: DataHash,
  ) {}

  isEnabled(name: unknown): boolean {
    if (name === null || name === undefined) return true;
    if (typeof name === 'boolean') return name;
    if (typeof name !== 'string' || !this.definitions.has(name)) throw new ConditionError(`Invalid condition "${pyStr(name)}"`);
    const known = this.resolved.get(name);
    if (known === 'in progress') throw definitionError(`Circular definition for condition "${name}"`);
    if (known !== undefined) return known;
    this.resolved.set(name, 'in progress');
    const value = this.resolve(this.definitions.get(name));
    if (typeof value !== 'boolean') throw definitionError(`The definition of condition "${name}" is invalid: ${pyStr(value)}`);
    this.resolved.set(name, value);
    return value;
  }

  private condition(arg: unknown): boolean {
    return typeof arg === 'boolean' ? arg : this.isEnabled(arg);
  }

  resolve(v: unknown): unknown {
    if (v instanceof Call) return this.call(v);
    if (Array.isArray(v)) return v.map((x) => this.resolve(x));
    if (isHash(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.resolve(x)]));
    return v;
  }

  private call(c: Call): unknown {
    const args = c.args as unknown[];
    switch (c.fn) {
      case 'equals':
        return pyEquals(this.resolve(args[0]), this.resolve(args[1]));
      case 'not':
        return !this.condition(this.resolve(c.args));
      case 'and':
        return (this.resolve(c.args) as unknown[]).every((x) => this.condition(x));
      case 'or':
        return (this.resolve(c.args) as unknown[]).some((x) => this.condition(x));
      case 'contains': {
        const value = this.resolve(args[0]);
        const sequence = this.resolve(args[1]);
        if (typeof sequence === 'string') {
          if (typeof value !== 'string') throw new ConditionError(`'in <string>' requires string as left operand, not ${pyTypeName(value)}`, 'TypeError');
          return sequence.includes(value);
        }
        if (!Array.isArray(sequence) || sequence instanceof YaqlSet) throw new ConditionError('Second argument to "contains" should be a sequence.', 'TypeError');
        return sequence.some((x) => pyEquals(value, x));
      }
      case 'get_param':
        return this.getParam(this.resolve(c.args));
      case 'yaql':
        try {
          return yaqlResult(c.fn, this.resolve(c.args));
        } catch (e) {
          if (e instanceof YaqlNotEvaluated) throw new NotEvaluated(c.fn);
          if (e instanceof HeatError) throw new ConditionError(e.message, e.heatClass);
          throw e;
        }
      default:
        throw new NotEvaluated(c.fn);
    }
  }

  private getParam(args: unknown): unknown {
    if (!args || (Array.isArray(args) && args.length === 0)) throw new ConditionError('Function "get_param" must have arguments');
    if (typeof args !== 'string' && !Array.isArray(args)) throw new ConditionError('Argument to "get_param" must be string or list');
    const [name, ...path] = typeof args === 'string' ? [args] : args;
    if (typeof name !== 'string') throw new ConditionError('Parameter name in "get_param" must be string');
    // UserParameterMissing is no ValueError: a resource's condition does not wrap it with the path.
    if (!Object.hasOwn(this.parameters, name)) throw new ConditionError(`The Parameter (${name}) was not provided.`, 'UserParameterMissing');
    let v: unknown = this.parameters[name];
    if (v instanceof UnreadableValue) throw new ConditionError(v.message, v.heatClass);
    for (const key of path) {
      v = step(v, key);
      if (v === undefined) return '';
    }
    return v;
  }
}

/**
 * Checks the conditions section and, given the typed parameters (pseudo ones included), evaluates
 * every condition. Definitions Heat refuses at create are errors (OVC7301); a condition that
 * fails only when evaluated is a warning (OVC7302), since Heat fails only if a resource or output
 * uses it. Returns the value of each condition that could be evaluated.
 */
export function evaluateConditions(template: HotTemplate, parameters: DataHash | undefined, bag: DiagnosticBag): Map<string, boolean> {
  const parsed = parseConditions(template, bag);
  return parsed ? validateConditions(template, parsed, parameters, bag) : new Map();
}

/**
 * The conditions as Heat parses them when it first builds the stack's resources (before
 * Stack.validate): the section a map, each definition's functions constructed. Reports what Heat
 * refuses (OVC7301) and returns the parsed definitions, undefined when the section is no map;
 * `complete` is false when a definition did not parse.
 */
export function parseConditions(template: HotTemplate, bag: DiagnosticBag): { definitions: Map<string, unknown>; complete: boolean } | undefined {
  const definitions = new Map<string, unknown>();
  if (!atLeast(template.version, '2016-10-14') || !Object.hasOwn(template.data, 'conditions')) return { definitions, complete: true };
  const raw = template.data.conditions;
  if (!isHash(raw)) {
    bag.report('OVC7301', { message: `Conditions validation error: Condition definitions must be a map. Found a ${pyTypeName(raw)} instead` }, refused(template, ['conditions']));
    return undefined;
  }
  let complete = true;
  for (const [name, definition] of dataEntries(raw)) {
    // The path 'conditions.<name>' is joined from the name: one YAML read as a number or boolean fails there.
    const key = pyKey(raw, name);
    if (key.type !== 'str') {
      const heatMessage = joinItemError(1, key).message;
      bag.report('OVC7301', { message: heatMessage }, { location: templateLocation(template, ['conditions', name]), data: { heatClass: 'TypeError', heatMessage } });
      return undefined;
    }
    try {
      definitions.set(name, parse(template, definition, `conditions.${name}`));
    } catch (e) {
      if (!(e instanceof ConditionError)) throw e;
      complete = false;
      bag.report('OVC7301', { message: e.message }, refused(template, ['conditions', name]));
    }
  }
  return { definitions, complete };
}

/** Heat raises StackValidationFailed for every definition it refuses. */
const refused = (template: HotTemplate, path: PathSegment[]) => ({ location: templateLocation(template, path), data: { heatClass: 'StackValidationFailed' } });

/**
 * Conditions.validate (in Stack.validate, after the parameters): each definition a boolean or a
 * function (OVC7301); then, given the typed parameters and every definition parsed, each condition
 * evaluated (OVC7302/OVC7303 where that fails). Returns the value of each condition evaluated.
 */
export function validateConditions(template: HotTemplate, parsed: { definitions: Map<string, unknown>; complete: boolean }, parameters: DataHash | undefined, bag: DiagnosticBag): Map<string, boolean> {
  const out = new Map<string, boolean>();
  let wellTyped = parsed.complete;
  for (const [name, definition] of parsed.definitions) {
    if (typeof definition === 'boolean' || definition instanceof Call) continue;
    wellTyped = false;
    bag.report('OVC7301', { message: definitionError(`The definition of condition "${name}" is invalid: ${pyStr(written(definition))}`).message }, refused(template, ['conditions', name]));
  }
  if (!parameters || !wellTyped) return out;
  const evaluator = new Evaluator(parsed.definitions, parameters);
  for (const name of parsed.definitions.keys()) {
    try {
      out.set(name, evaluator.isEnabled(name));
    } catch (e) {
      const at = { location: templateLocation(template, ['conditions', name]) };
      if (e instanceof NotEvaluated) bag.report('OVC7303', { name, fn: e.message }, at);
      else if (e instanceof ConditionError) bag.report('OVC7302', { name, message: e.message }, at);
      else throw e;
    }
  }
  return out;
}

/**
 * Conditions.is_enabled over the typed parameters, for resources, outputs and `if`: a name is
 * looked up (and evaluated once), a boolean is itself. Throws ConditionRefused with Heat's message
 * where Heat raises ValueError.
 */
export function conditionLookup(template: HotTemplate, parameters: DataHash): (name: unknown) => boolean {
  const definitions = new Map<string, unknown>();
  const raw = template.data.conditions;
  if (atLeast(template.version, '2016-10-14') && isHash(raw)) {
    for (const [name, definition] of Object.entries(raw)) {
      try {
        definitions.set(name, parse(template, definition, `conditions.${name}`));
      } catch (e) {
        if (!(e instanceof ConditionError)) throw e;
        // Reported by evaluateConditions; the stack is refused anyway.
      }
    }
  }
  const evaluator = new Evaluator(definitions, parameters);
  return (name) => {
    try {
      return evaluator.isEnabled(name);
    } catch (e) {
      if (e instanceof NotEvaluated) throw new ConditionRefused(`yaql is not evaluated by overcat (condition ${pyStr(name)})`, 'NotEvaluated');
      if (e instanceof ConditionError) throw new ConditionRefused(e.message, e.heatClass);
      throw e;
    }
  };
}

/** A condition Heat refuses to decide (the exception's class), or one overcat cannot (NotEvaluated). */
export class ConditionRefused extends Error {
  constructor(
    message: string,
    readonly heatClass: string,
  ) {
    super(message);
  }
  get notEvaluated(): boolean {
    return this.heatClass === 'NotEvaluated';
  }
}
