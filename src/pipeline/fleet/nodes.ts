// The node list of a fleet (`--nodes`): a directory of facts files, one per node, or a nodes file
// listing each node's name, roles and facts (docs/fleet.md "Nodes").
import { createHash } from 'node:crypto';
import { stringifyJson } from '../../data/exact-number.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { SourceFile } from '../../diagnostics/source.js';
import { readSource } from '../../host/read-source.js';
import type { Host } from '../../host/host.js';
import { isHash } from '../../data/value.js';
import { loadYaml } from '../../yaml/load.js';

export interface FleetNode {
  /** The certname: the node definitions match it, and it names the node's output directory. */
  readonly name: string;
  /** The node's roles (the tasks layer picks a node's tasks by them). */
  readonly roles: readonly string[];
  /** A facts file the node's units read (so it is part of their content address), or the values. */
  readonly facts: string | Readonly<Record<string, unknown>>;
}

/**
 * The node's facts as part of a unit's key: a facts file by its path (the unit reads it, so its
 * content is in the trace), inline facts by the digest of their values.
 */
export function nodeFactsKey(node: FleetNode): { file: string } | { sha256: string } {
  return typeof node.facts === 'string' ? { file: node.facts } : { sha256: createHash('sha256').update(stringifyJson(node.facts)).digest('hex') };
}

/** Certname-like: the name becomes a directory, so no separator, no `..`, no leading dot. */
const NODE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FACTS_FILE = /^(.*)\.(ya?ml|json)$/;
const ENTRY_KEYS = new Set(['name', 'roles', 'facts', 'facts_file']);

/** The nodes `path` lists (a directory or a nodes file), sorted by name; problems in `bag`. */
export function readNodes(host: Host, path: string, bag: DiagnosticBag): FleetNode[] {
  const nodes = host.stat(path) === 'directory' ? nodesOfDirectory(host, path, bag) : nodesOfFile(host, path, bag);
  if (nodes === undefined) return [];
  const byName = new Map<string, FleetNode>();
  for (const node of nodes) {
    if (!NODE_NAME.test(node.name)) bag.report('OVC8022', { name: node.name });
    else if (byName.has(node.name)) bag.report('OVC8023', { name: node.name });
    else byName.set(node.name, node);
  }
  if (nodes.length === 0) bag.report('OVC8020', { path });
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `<node>.yaml|yml|json`, one per node; roles from the facts `roles` (a list) or `role`. */
function nodesOfDirectory(host: Host, dir: string, bag: DiagnosticBag): FleetNode[] {
  const nodes: FleetNode[] = [];
  for (const entry of host.readDirectory(dir)) {
    const m = FACTS_FILE.exec(entry);
    const file = host.resolve(dir, entry);
    if (!m || host.stat(file) !== 'file') continue;
    nodes.push({ name: m[1]!, roles: rolesOfFacts(host, file), facts: file });
  }
  return nodes;
}

/**
 * The roles a facts file names, for planning only: a file that does not load gives none here, and
 * its unit reports the problem when it reads the facts.
 */
function rolesOfFacts(host: Host, file: string): string[] {
  const r = host.readFile(file);
  if (!r.ok || !/\brole/.test(r.text)) return [];
  const doc = loadYaml(new SourceFile(file, r.text), new DiagnosticBag());
  const facts = doc && isHash(doc.value) ? (isHash(doc.value.values) && typeof doc.value.name === 'string' ? doc.value.values : doc.value) : undefined;
  if (!facts) return [];
  if (Array.isArray(facts.roles)) return facts.roles.filter((x): x is string => typeof x === 'string');
  return typeof facts.role === 'string' ? [facts.role] : [];
}

function nodesOfFile(host: Host, path: string, bag: DiagnosticBag): FleetNode[] | undefined {
  const source = readSource(host, path, bag);
  if (!source) return undefined;
  const doc = loadYaml(source, bag);
  if (!doc) return undefined;
  const list = isHash(doc.value) ? doc.value.nodes : undefined;
  if (!Array.isArray(list)) {
    bag.report('OVC8021', { entry: '(the file)', problem: 'expected a mapping with a `nodes` list' }, { location: doc.locate([]) });
    return undefined;
  }
  const base = host.resolve(path, '..');
  const nodes: FleetNode[] = [];
  list.forEach((entry: unknown, i) => {
    const at = { location: doc.locate(['nodes', i]) };
    const problem = entryProblem(entry);
    if (problem !== undefined) {
      bag.report('OVC8021', { entry: i + 1, problem }, at);
      return;
    }
    const e = entry as { name: string; roles?: string[]; facts?: Record<string, unknown>; facts_file?: string };
    nodes.push({ name: e.name, roles: e.roles ?? [], facts: e.facts ?? host.resolve(base, e.facts_file!) });
  });
  return nodes;
}

function entryProblem(entry: unknown): string | undefined {
  if (!isHash(entry)) return 'expected a mapping (name, roles, facts or facts_file)';
  const unknown = Object.keys(entry).find((k) => !ENTRY_KEYS.has(k));
  if (unknown !== undefined) return `unknown key '${unknown}' (known: name, roles, facts, facts_file)`;
  if (typeof entry.name !== 'string') return '`name` must be a string';
  if (entry.roles !== undefined && !(Array.isArray(entry.roles) && entry.roles.every((r) => typeof r === 'string'))) return '`roles` must be a list of strings';
  if ((entry.facts === undefined) === (entry.facts_file === undefined)) return 'give exactly one of `facts` (a mapping) and `facts_file` (a path)';
  if (entry.facts !== undefined && !isHash(entry.facts)) return '`facts` must be a mapping';
  if (entry.facts_file !== undefined && typeof entry.facts_file !== 'string') return '`facts_file` must be a path';
  return undefined;
}
