// The intrinsic functions of each HOT version as Heat 19 lists them (HOTemplateYYYYMMDD.functions):
// which implementation a name means in a version, and the names a version has removed.
import { atLeast, type HotVersion } from './versions.js';

/** An implementation: the variants differ in argument rules or results between versions. */
export type FunctionKind =
  | 'get_param'
  | 'get_resource'
  | 'get_attr_then_select'
  | 'get_attr'
  | 'get_attr_all'
  | 'get_file'
  | 'resource_facade'
  | 'list_join'
  | 'list_join_multiple'
  | 'str_replace'
  | 'str_replace_json'
  | 'str_replace_strict'
  | 'str_replace_vstrict'
  | 'repeat'
  | 'repeat_with_map'
  | 'repeat_nested_loop'
  | 'digest'
  | 'str_split'
  | 'map_merge'
  | 'map_replace'
  | 'yaql'
  | 'if'
  | 'if_nullable'
  | 'filter'
  | 'make_url'
  | 'list_concat'
  | 'list_concat_unique'
  | 'contains'
  | 'equals'
  | 'not'
  | 'and'
  | 'or'
  /** Heat's hot_funcs.Removed: refused when the template is validated. */
  | 'removed'
  /** A CFN function HOT 2013-05-23 still has (Fn::Join, Ref, ...): kept symbolic, not evaluated. */
  | 'cfn';

const CFN = ['Fn::GetAZs', 'Fn::Join', 'Fn::Split', 'Fn::Replace', 'Fn::Base64', 'Fn::MemberListToMap', 'Fn::ResourceFacade', 'Ref'];

const tables = new Map<HotVersion, ReadonlyMap<string, FunctionKind>>();

function build(v: HotVersion): ReadonlyMap<string, FunctionKind> {
  const t = new Map<string, FunctionKind>();
  t.set('get_param', 'get_param');
  t.set('get_resource', 'get_resource');
  t.set('get_file', 'get_file');
  t.set('resource_facade', 'resource_facade');
  const since2015b = atLeast(v, '2015-10-15');
  t.set('get_attr', since2015b ? 'get_attr_all' : atLeast(v, '2014-10-16') ? 'get_attr' : 'get_attr_then_select');
  t.set('list_join', since2015b ? 'list_join_multiple' : 'list_join');
  t.set('str_replace', since2015b ? 'str_replace_json' : 'str_replace');
  for (const name of CFN) t.set(name, atLeast(v, '2014-10-16') ? 'removed' : 'cfn');
  t.set('Fn::Select', since2015b ? 'removed' : 'cfn');
  if (atLeast(v, '2015-04-30')) {
    t.set('repeat', atLeast(v, '2017-09-01') ? 'repeat_nested_loop' : atLeast(v, '2016-10-14') ? 'repeat_with_map' : 'repeat');
    t.set('digest', 'digest');
  }
  if (since2015b) t.set('str_split', 'str_split');
  if (atLeast(v, '2016-04-08')) t.set('map_merge', 'map_merge');
  if (atLeast(v, '2016-10-14')) {
    t.set('yaql', 'yaql');
    t.set('map_replace', 'map_replace');
    t.set('if', atLeast(v, '2021-04-16') ? 'if_nullable' : 'if');
  }
  if (atLeast(v, '2017-02-24')) {
    t.set('filter', 'filter');
    t.set('str_replace_strict', 'str_replace_strict');
  }
  if (atLeast(v, '2017-09-01')) {
    t.set('make_url', 'make_url');
    t.set('list_concat', 'list_concat');
    t.set('list_concat_unique', 'list_concat_unique');
    t.set('str_replace_vstrict', 'str_replace_vstrict');
    t.set('contains', 'contains');
  }
  return t;
}

/** The function table of a version: name → implementation (removed names included). */
export function functionTable(v: HotVersion): ReadonlyMap<string, FunctionKind> {
  let t = tables.get(v);
  if (!t) tables.set(v, (t = build(v)));
  return t;
}

/**
 * Inside a condition (2016-10-14 on): the condition functions, the removed names as removed, and
 * every other function of the version invalid (function.Invalid).
 */
export function conditionTable(v: HotVersion): ReadonlyMap<string, FunctionKind | 'invalid'> {
  const t = new Map<string, FunctionKind | 'invalid'>();
  for (const [name, kind] of functionTable(v)) t.set(name, kind === 'removed' ? 'removed' : 'invalid');
  for (const name of ['get_param', 'equals', 'not', 'and', 'or'] as const) t.set(name, name);
  if (atLeast(v, '2017-09-01')) {
    t.set('yaql', 'yaql');
    t.set('contains', 'contains');
  }
  return t;
}
