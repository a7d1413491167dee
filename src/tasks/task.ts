// Fuel deployment tasks as fuel-library writes them in tasks.yaml (the 1.0 shape: `groups`, `role`,
// string conditions; the 2.x shape: `version`, `tags`, `cross-depends`, `condition: {yaql_exp}`),
// read into checked Task records with the place of every field.
import { ExactNumber } from '../data/exact-number.js';
import { isHash, kindOf } from '../data/value.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import { didYouMean } from '../diagnostics/suggest.js';
import type { PathSegment, YamlDocument } from '../yaml/load.js';
import { readPattern, type NamePattern } from './pattern.js';

/** The task types overcat compiles or orders. */
export const GRAPH_TYPES = ['puppet', 'group', 'stage', 'skipped'] as const;
/** Fuel's other task types: read, ordered, reported as not compiled (they act on the node, not on its catalog). */
export const OTHER_TYPES = ['shell', 'upload_file', 'sync', 'reboot', 'copy_files', 'master_shell', 'move_to_bootstrap', 'erase_node', 'cobbler_sync'] as const;
const KNOWN_TYPES: readonly string[] = [...GRAPH_TYPES, ...OTHER_TYPES];

/** One `cross-depends` / `cross-depended-by` item: a task (name or /pattern/) on nodes of some roles. */
export interface CrossDependency {
  name: NamePattern;
  /** Roles of the nodes meant (`self`: this node); absent: every node that runs the task. */
  roles?: NamePattern[];
  policy?: string;
  location: Location;
}

export type TaskCondition = { kind: 'yaql'; expression: string; location: Location } | { kind: 'legacy'; text: string; location: Location };

export interface Task {
  id: string;
  type: string;
  /** `version`, `1.0.0` when absent (the 1.0 shape has none). */
  version: string;
  /** The roles it runs on: `role` and `tags` (names, `*`, `/regex/`). */
  roles: NamePattern[];
  /** `groups`: the group tasks (or, with no such group, the roles) it belongs to. */
  groups: string[];
  /** A group's `tasks`: tasks it adds to its roles. */
  members: string[];
  requires: string[];
  requiredFor: string[];
  crossDepends: CrossDependency[];
  crossDependedBy: CrossDependency[];
  condition?: TaskCondition;
  puppetManifest?: string;
  puppetModules?: string;
  timeout?: number;
  /** The tasks file it came from, and its declaration order over every file read. */
  file: string;
  order: number;
  location: Location;
  /** Where a field (or an item of a list field) was written. */
  locate(path: readonly PathSegment[]): Location;
}

/** Reads one tasks file; problems are reported and the task (or field) dropped. */
export function readTasksDocument(doc: YamlDocument, firstOrder: number, bag: DiagnosticBag): Task[] {
  if (doc.empty || doc.value === null) return [];
  if (!Array.isArray(doc.value)) {
    bag.report('OVC3600', { kind: kindOf(doc.value) }, { location: doc.locate([]) });
    return [];
  }
  const tasks: Task[] = [];
  doc.value.forEach((raw: unknown, index) => {
    const task = readTask(doc, index, raw, firstOrder + tasks.length, bag);
    if (task) tasks.push(task);
  });
  return tasks;
}

function readTask(doc: YamlDocument, index: number, raw: unknown, order: number, bag: DiagnosticBag): Task | undefined {
  if (!isHash(raw)) {
    bag.report('OVC3601', { problem: `is ${kindOf(raw)}, not a mapping` }, { location: doc.locate([index]) });
    return undefined;
  }
  const id = raw.id;
  if (typeof id !== 'string' || id.trim() === '') {
    bag.report('OVC3601', { problem: id === undefined ? 'has none' : `has ${kindOf(id)}` }, { location: doc.locate(Object.hasOwn(raw, 'id') ? [index, 'id'] : [index]) });
    return undefined;
  }
  const locate = (path: readonly PathSegment[]) => doc.locate([index, ...path]);
  const wrong = (field: string, expected: string, value: unknown, path: PathSegment[] = [field]) =>
    bag.report('OVC3603', { field, id, expected, kind: kindOf(value) }, { location: locate(path) });
  const names = (field: string): string[] => {
    const v = raw[field];
    if (v === undefined || v === null) return [];
    // A role may be one name (`role: '*'`); dependencies are lists.
    if (typeof v === 'string' && (field === 'role' || field === 'tags' || field === 'groups')) return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
    wrong(field, 'a list of names', v);
    return [];
  };
  const patterns = (field: string) =>
    names(field).flatMap((name, i) => {
      const p = readPattern(name, (reason) => bag.report('OVC3616', { pattern: name, id, reason }, { location: locate(typeof raw[field] === 'string' ? [field] : [field, i]) }));
      return p ? [p] : [];
    });

  const type = typeof raw.type === 'string' ? raw.type : undefined;
  if (type === undefined) wrong('type', 'a task type (puppet, group, stage, shell...)', raw.type);
  else if (!KNOWN_TYPES.includes(type)) {
    const hint = didYouMean(type, KNOWN_TYPES);
    bag.report('OVC3604', { id, type }, { location: locate(['type']), ...(hint ? { hint } : {}) });
  }
  const version = raw.version === undefined ? '1.0.0' : String(raw.version instanceof ExactNumber ? raw.version.text : raw.version);

  const task: Task = {
    id,
    type: type ?? 'skipped',
    version,
    roles: [...patterns('role'), ...patterns('tags')],
    groups: names('groups'),
    members: names('tasks'),
    requires: names('requires'),
    requiredFor: names('required_for'),
    crossDepends: crossDependencies(raw, 'cross-depends', id, locate, wrong, bag),
    crossDependedBy: crossDependencies(raw, 'cross-depended-by', id, locate, wrong, bag),
    file: doc.source.path,
    order,
    location: doc.locate([index, 'id']),
    locate,
  };

  const condition = raw.condition;
  if (typeof condition === 'string') task.condition = { kind: 'legacy', text: condition, location: locate(['condition']) };
  else if (isHash(condition) && typeof condition.yaql_exp === 'string') task.condition = { kind: 'yaql', expression: condition.yaql_exp, location: locate(['condition', 'yaql_exp']) };
  else if (condition !== undefined && condition !== null) wrong('condition', 'a string or {yaql_exp: EXPRESSION}', condition);

  const parameters = raw.parameters;
  if (parameters !== undefined && parameters !== null && !isHash(parameters)) wrong('parameters', 'a mapping', parameters);
  else if (isHash(parameters)) {
    const text = (name: string) => {
      const v = parameters[name];
      if (v === undefined || v === null) return undefined;
      if (typeof v === 'string' && v !== '') return v;
      wrong(`parameters.${name}`, 'a path', v, ['parameters', name]);
      return undefined;
    };
    const manifest = text('puppet_manifest');
    const modules = text('puppet_modules');
    if (manifest !== undefined) task.puppetManifest = manifest;
    if (modules !== undefined) task.puppetModules = modules;
    const timeout = parameters.timeout instanceof ExactNumber ? Number(parameters.timeout.text) : parameters.timeout;
    if (typeof timeout === 'number') task.timeout = timeout;
    else if (timeout !== undefined && timeout !== null) wrong('parameters.timeout', 'a number of seconds', timeout, ['parameters', 'timeout']);
  }
  if (task.type === 'puppet' && task.puppetManifest === undefined) bag.report('OVC3605', { id }, { location: task.location });
  return task;
}

function crossDependencies(
  raw: Record<string, unknown>,
  field: 'cross-depends' | 'cross-depended-by',
  id: string,
  locate: (path: readonly PathSegment[]) => Location,
  wrong: (field: string, expected: string, value: unknown, path?: PathSegment[]) => void,
  bag: DiagnosticBag,
): CrossDependency[] {
  const v = raw[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    wrong(field, 'a list of {name, role}', v);
    return [];
  }
  const out: CrossDependency[] = [];
  v.forEach((item: unknown, i) => {
    if (!isHash(item) || typeof item.name !== 'string') {
      wrong(`${field}[${i}]`, 'a mapping with a name', item, [field, i]);
      return;
    }
    const report = (pattern: string, path: PathSegment[]) => (reason: string) => bag.report('OVC3616', { pattern, id, reason }, { location: locate(path) });
    const name = readPattern(item.name, report(item.name, [field, i, 'name']));
    if (!name) return;
    const dep: CrossDependency = { name, location: locate([field, i, 'name']) };
    const role = item.role;
    if (typeof role === 'string' || (Array.isArray(role) && role.every((r) => typeof r === 'string'))) {
      const list = typeof role === 'string' ? [role] : (role as string[]);
      dep.roles = list.flatMap((r) => readPattern(r, report(r, [field, i, 'role'])) ?? []);
    } else if (role !== undefined && role !== null) wrong(`${field}[${i}].role`, 'a role name or a list of them', role, [field, i, 'role']);
    if (typeof item.policy === 'string') dep.policy = item.policy;
    out.push(dep);
  });
  return out;
}
