// Catalog diff: resources added, removed and changed (per parameter path), edges and classes,
// with relationship metaparameters compared as sets and volatile fields ignored.
import { stringifyJson } from '../data/exact-number.js';
import { isHash, sameData } from '../data/value.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { capitalizeType } from './reference.js';

export interface ParameterChange {
  /** Dotted path below the resource: `parameters.ensure`, `parameters.options.a`, `tags`. */
  path: string;
  before?: unknown;
  after?: unknown;
}

export interface CatalogDiff {
  added: string[];
  removed: string[];
  changed: { resource: string; changes: ParameterChange[] }[];
  edges: { added: string[]; removed: string[] };
  classes: { added: string[]; removed: string[] };
}

const RELATIONSHIPS = new Set(['before', 'require', 'notify', 'subscribe']);

function ref(r: ResourceJson): string {
  return `${capitalizeType(r.type)}[${r.title}]`;
}

/** A relationship value as a sorted set of references (one reference or a list, as Puppet writes either). */
function referenceSet(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return [...new Set(list.map((x) => String(x)))].sort();
}

function compareValues(path: string, a: unknown, b: unknown, out: ParameterChange[]): void {
  // 4 and 4.0 differ: the agent would manage an Integer instead of a Float.
  if (sameData(a, b)) return;
  if (isHash(a) && isHash(b) && !('__ptype' in a) && !('__ptype' in b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) compareValues(`${path}.${k}`, a[k], b[k], out);
    return;
  }
  const change: ParameterChange = { path };
  if (a !== undefined) change.before = a;
  if (b !== undefined) change.after = b;
  out.push(change);
}

function compareResources(a: ResourceJson, b: ResourceJson): ParameterChange[] {
  const out: ParameterChange[] = [];
  const pa = a.parameters ?? {};
  const pb = b.parameters ?? {};
  for (const k of [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort()) {
    if (RELATIONSHIPS.has(k)) {
      const sa = referenceSet(pa[k]);
      const sb = referenceSet(pb[k]);
      if (!sameData(sa, sb)) out.push({ path: `parameters.${k}`, ...(pa[k] !== undefined ? { before: sa } : {}), ...(pb[k] !== undefined ? { after: sb } : {}) });
    } else {
      compareValues(`parameters.${k}`, pa[k], pb[k], out);
    }
  }
  for (const field of ['exported', 'sensitive_parameters'] as const) compareValues(field, a[field], b[field], out);
  return out;
}

function setDiff(a: readonly string[], b: readonly string[]): { added: string[]; removed: string[] } {
  const sa = new Set(a);
  const sb = new Set(b);
  return { added: [...sb].filter((x) => !sa.has(x)).sort(), removed: [...sa].filter((x) => !sb.has(x)).sort() };
}

/** Differences from `a` to `b`; every list is sorted so the output is deterministic. */
export function diffCatalogs(a: CatalogJson, b: CatalogJson): CatalogDiff {
  const index = (c: CatalogJson) => new Map(c.resources.map((r) => [ref(r), r]));
  const ia = index(a);
  const ib = index(b);
  const changed: CatalogDiff['changed'] = [];
  for (const [key, ra] of [...ia].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const rb = ib.get(key);
    if (!rb) continue;
    const changes = compareResources(ra, rb);
    if (changes.length > 0) changed.push({ resource: key, changes });
  }
  const edge = (e: { source: string; target: string }) => `${e.source} -> ${e.target}`;
  return {
    added: [...ib.keys()].filter((k) => !ia.has(k)).sort(),
    removed: [...ia.keys()].filter((k) => !ib.has(k)).sort(),
    changed,
    edges: setDiff((a.edges ?? []).map(edge), (b.edges ?? []).map(edge)),
    classes: setDiff(a.classes ?? [], b.classes ?? []),
  };
}

export function isEmptyDiff(d: CatalogDiff): boolean {
  return d.added.length + d.removed.length + d.changed.length + d.edges.added.length + d.edges.removed.length + d.classes.added.length + d.classes.removed.length === 0;
}

/** Text for a terminal: `+` added, `-` removed, `~` changed with `before -> after` per path. */
export function renderDiffText(d: CatalogDiff): string {
  const show = (v: unknown) => (v === undefined ? '(absent)' : stringifyJson(v));
  const out: string[] = [];
  for (const r of d.added) out.push(`+ ${r}`);
  for (const r of d.removed) out.push(`- ${r}`);
  for (const c of d.changed) {
    out.push(`~ ${c.resource}`);
    for (const ch of c.changes) out.push(`    ${ch.path}: ${show(ch.before)} -> ${show(ch.after)}`);
  }
  for (const e of d.edges.added) out.push(`+ edge ${e}`);
  for (const e of d.edges.removed) out.push(`- edge ${e}`);
  for (const c of d.classes.added) out.push(`+ class ${c}`);
  for (const c of d.classes.removed) out.push(`- class ${c}`);
  return out.length > 0 ? `${out.join('\n')}\n` : 'No differences.\n';
}
