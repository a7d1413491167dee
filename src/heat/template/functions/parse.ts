// Heat's template.parse: a one-key mapping naming a function of the version's table becomes a
// call, its arguments parsed first; each function's constructor checks its arguments then
// (StackValidationFailed "path.fn: message"). `if` is a macro: its condition is decided here and
// only the chosen branch is parsed.
import { isHash } from '../../../data/value.js';
import { mapDataValues } from '../../../data/key-order.js';
import { carryKeys, carryValues, valueSpelling } from '../../../yaml/python-spelling.js';
import { PyFloat } from '../../parameters/python.js';
import type { FunctionKind } from '../function-table.js';
import { constructCfn } from './cfn.js';
import { ELIDED, Fn, HeatError, keyError, typeError, valueError } from './values.js';

export interface ParseContext {
  table: ReadonlyMap<string, FunctionKind | 'invalid'>;
  /** Table for a condition inside `if`. */
  conditionTable: ReadonlyMap<string, FunctionKind | 'invalid'>;
  /** Decides a condition (a name, a boolean or a parsed condition function); throws HeatError. */
  condition(parsed: unknown): boolean;
  /** The names `Ref` takes for a resource (Heat's `args in stack`: the template's resources section). */
  resourceNames: ReadonlySet<string>;
}

export function parseSnippet(snippet: unknown, path: string, ctx: ParseContext, table = ctx.table): unknown {
  if (isHash(snippet)) {
    const keys = Object.keys(snippet);
    if (keys.length === 1 && table.has(keys[0]!)) {
      const name = keys[0]!;
      const kind = table.get(name)!;
      const at = `${path}.${name}`;
      try {
        if (kind === 'if' || kind === 'if_nullable') return ifMacro(name, kind, snippet[name], at, ctx);
        const args = parseSnippet(snippet[name], at, ctx, table);
        if (kind === 'cfn' && name === 'Ref') return cfnRef(args, at, ctx);
        construct(name, kind, args);
        return new Fn(name, kind, args, at);
      } catch (e) {
        if (e instanceof HeatError && ['ValueError', 'TypeError', 'KeyError'].includes(e.heatClass)) throw new HeatError('StackValidationFailed', `${at}: ${e.message}`);
        throw e;
      }
    }
    const out = mapDataValues(snippet, (x, k) => parseSnippet(x, `${path}.${k}`, ctx, table));
    carryKeys(out, snippet);
    carryValues(out, snippet);
    return out;
  }
  if (Array.isArray(snippet)) {
    const out = snippet.map((v, i) => parseSnippet(v, `${path}[${i}]`, ctx, table));
    carryValues(out, snippet);
    return out;
  }
  return snippet;
}

/** `if`: [condition, if_true, if_false]; from 2021-04-16 also [condition, if_true] (false → left out). */
function ifMacro(name: string, kind: 'if' | 'if_nullable', args: unknown, path: string, ctx: ParseContext): unknown {
  const form = () => valueError(`Arguments to "${name}" must be of the form: [condition_name, value_if_true, value_if_false]`);
  if (!args || !Array.isArray(args)) throw form();
  const ok = kind === 'if_nullable' ? args.length === 2 || args.length === 3 : args.length === 3;
  if (!ok) throw form();
  const condition = parseSnippet(args[0], name, ctx, ctx.conditionTable);
  const at = ctx.condition(condition) ? 1 : args.length === 3 ? 2 : undefined;
  // The macro stays a call holding the chosen branch: Heat's paths (validation, references) name
  // it. A float written 2.0 there comes boxed, for the container it lands in to spell it.
  if (at === undefined) return new Fn(name, kind, ELIDED, path);
  const chosen = parseSnippet(args[at], path, ctx);
  return new Fn(name, kind, typeof chosen === 'number' && valueSpelling(args, at) !== undefined ? new PyFloat(chosen) : chosen, path);
}

/** Heat's class of each function a 2013-05-23 template has, as `unhashable type: '…'` names it. */
const CLASS_2013: Readonly<Record<string, string>> = {
  'Fn::GetAZs': 'GetAZs',
  get_param: 'GetParam',
  get_resource: 'GetResource',
  get_attr: 'GetAttThenSelect',
  'Fn::Select': 'Select',
  'Fn::Join': 'Join',
  list_join: 'Join',
  'Fn::Split': 'Split',
  str_replace: 'Replace',
  'Fn::Replace': 'Replace',
  'Fn::Base64': 'Base64',
  'Fn::MemberListToMap': 'MemberListToMap',
  resource_facade: 'ResourceFacade',
  'Fn::ResourceFacade': 'ResourceFacade',
  get_file: 'GetFile',
};

/**
 * cfn_funcs.Ref: a name `in stack` is a resource (GetResource, a dependency), any other a
 * parameter (ParamRef). The lookup hashes the argument, so a list, map or call is a TypeError.
 */
function cfnRef(args: unknown, at: string, ctx: ParseContext): Fn {
  if (args instanceof Fn) throw typeError(`unhashable type: '${args.name === 'Ref' ? (args.kind === 'get_resource' ? 'GetResource' : 'ParamRef') : (CLASS_2013[args.name] ?? args.name)}'`);
  if (Array.isArray(args) || isHash(args)) throw typeError(`unhashable type: '${Array.isArray(args) ? 'list' : 'dict'}'`);
  return new Fn('Ref', typeof args === 'string' && ctx.resourceNames.has(args) ? 'get_resource' : 'cfn', args, at);
}

const isSequence = (v: unknown) => Array.isArray(v);

/** The checks each function's constructor makes (Heat's __init__ / _parse_args). */
function construct(name: string, kind: FunctionKind | 'invalid', args: unknown): void {
  switch (kind) {
    case 'cfn':
      constructCfn(name, args);
      return;
    case 'invalid':
      throw valueError(`The function "${name}" is invalid in this context`);
    case 'get_attr_then_select':
    case 'get_attr':
      if (!isSequence(args)) throw typeError(`Argument to "${name}" must be a list`);
      if ((args as unknown[]).length < 2) throw valueError(`Arguments to "${name}" must be of the form [resource_name, attribute, (path), ...]`);
      return;
    case 'get_attr_all':
      if (!args || (Array.isArray(args) && args.length === 0) || (isHash(args) && Object.keys(args).length === 0)) {
        throw valueError(`Arguments to "${name}" can be of the next forms: [resource_name] or [resource_name, attribute, (path), ...]`);
      }
      // A str is a Sequence to Python: len('ab') > 1 then fails as "must be a list".
      if (typeof args === 'string') {
        if (args.length > 1) throw typeError(`Argument to "${name}" must be a list`);
        return;
      }
      if (!isSequence(args)) throw typeError(`Argument to "${name}" must be a list`);
      return;
    case 'str_replace':
    case 'str_replace_json':
    case 'str_replace_strict':
    case 'str_replace_vstrict': {
      if (!isHash(args)) throw typeError(`Arguments to "${name}" must be a map`);
      if (!Object.hasOwn(args, 'params') || !Object.hasOwn(args, 'template')) {
        throw keyError(`"${name}" syntax should be ${name}:\n              template: This is var1 template var2\n              params:\n                var1: a\n                var2: string`);
      }
      if (!isHash(args.params) && !(args.params instanceof Fn)) throw typeError(`"${name}" parameters must be a mapping`);
      return;
    }
    case 'list_join': {
      const example = `"${name}" : [ " ", [ "str1", "str2"]]`;
      if (!Array.isArray(args)) throw typeError(`Incorrect arguments to "${name}" should be: ${example}`);
      if (args.length !== 2) throw valueError(`Incorrect arguments to "${name}" should be: ${example}`);
      return;
    }
    case 'list_join_multiple': {
      const example = `"${name}" : [ " ", [ "str1", "str2"] ...]`;
      if (!Array.isArray(args)) throw typeError(`Incorrect arguments to "${name}" should be: ${example}`);
      if (args.length < 2) throw valueError(`Incorrect arguments to "${name}" should be: ${example}`);
      return;
    }
    case 'resource_facade':
      if (typeof args !== 'string' || !['metadata', 'deletion_policy', 'update_policy'].includes(args)) {
        throw valueError(`Incorrect arguments to "${name}" should be one of: metadata, deletion_policy, update_policy`);
      }
      return;
    case 'repeat':
    case 'repeat_with_map':
    case 'repeat_nested_loop':
      if (!isHash(args)) throw typeError(`Arguments to "${name}" must be a map`);
      if (!Object.hasOwn(args, 'for_each') || !Object.hasOwn(args, 'template')) {
        throw keyError(`"repeat" syntax should be repeat:\n              template: This is %var%\n              for_each:\n                %var%: ['a', 'b', 'c']`);
      }
      if (kind === 'repeat_nested_loop' && Object.hasOwn(args, 'permutations') && typeof args.permutations !== 'boolean') {
        throw typeError(`"permutations" should be boolean type for ${name} function.`);
      }
      return;
    case 'str_split':
      if (typeof args === 'string' || isHash(args)) throw typeError(`Incorrect arguments to "${name}" should be: "${name}" : [ ",", "apples,pears", <index>]`);
      return;
    case 'yaql': {
      if (!isHash(args)) throw typeError(`Arguments to "${name}" must be a map.`);
      if (!Object.hasOwn(args, 'expression') || Object.keys(args).some((k) => k !== 'expression' && k !== 'data')) {
        throw keyError(`"${name}" syntax should be ${name}:\n              expression: $.data.var1.sum()\n              data:\n                var1: [3, 2, 1]`);
      }
      return;
    }
    case 'filter':
      if (!isSequence(args)) throw typeError(`Argument to "${name}" must be a list`);
      if ((args as unknown[]).length !== 2) throw valueError(`"${name}" expected 2 arguments of the form [values, sequence] but got ${(args as unknown[]).length} arguments instead`);
      return;
    case 'contains':
      if (!args || !Array.isArray(args) || args.length === 0) throw typeError(`Incorrect arguments to "${name}" should be: "${name}" : [ "value1", [ "value1", "value2"]]`);
      if (args.length !== 2) throw valueError(`Arguments to "${name}" must be of the form: [value1, [value1, value2]]`);
      return;
    case 'equals':
      if (!args || !Array.isArray(args) || args.length !== 2) throw valueError(`Arguments to "${name}" must be of the form: [value_1, value_2]`);
      return;
    case 'not':
      if (args === null || args === undefined) throw valueError(`Argument to "${name}" must be a condition`);
      return;
    case 'and':
    case 'or':
      if (!Array.isArray(args)) throw valueError(`Arguments to "${name}" must be a list of conditions`);
      if (args.length < 2) throw valueError(`The minimum number of condition arguments to "${name}" is 2.`);
      return;
    default:
      return;
  }
}
