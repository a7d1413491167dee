// The real-module differential suite's cases (test/conformance/real-modules/cases/<name>/, catalogs
// of OpenStack, puppetlabs, voxpupuli and Fuel code; expectations from Puppet 7.23 by
// scripts/gen-real-modules.py), the module path they compile against, and how two catalogs differ
// resource by resource. The test and `npm run bench compile` share them.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, normalizeCatalog, parseExact, type Json } from '../helpers/catalog-normalize.js';

export interface RealCaseSpec {
  description: string;
  /** Base facts under facts/ (the generator wrote facts.json from them). */
  facts: string;
  /** Directories of the module path root, searched in order. */
  modulepath?: string[];
  classes?: string[];
  node?: string;
}

export interface RealCase {
  name: string;
  dir: string;
  spec: RealCaseSpec;
  node: string;
  /** Puppet's normalised catalog (resource order kept), or its error. */
  expected?: Json;
  expectedError?: { message: string; file?: string; line?: number };
}

/** What overcat is given to compile a case, as the generator gave it to Puppet. */
export interface RealCaseInputs {
  node: string;
  facts: string;
  modulepath: string[];
  hiera?: string;
  manifest?: string;
  classes?: string[];
}

/**
 * The module path scripts/rebuild-modules.sh built: $OVERCAT_REAL_MODULES, else /work/modules-real;
 * undefined when it is absent (CI has none).
 */
export function realModulePath(): string | undefined {
  const dir = process.env.OVERCAT_REAL_MODULES ?? '/work/modules-real';
  return existsSync(join(dir, 'modules')) ? realpathSync(dir) : undefined;
}

export function loadRealCases(suite: string): RealCase[] {
  const root = join(suite, 'cases');
  return readdirSync(root)
    .sort()
    .map((name) => {
      const dir = join(root, name);
      const file = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : undefined);
      const spec = JSON.parse(file('case.json')!) as RealCaseSpec;
      const facts = JSON.parse(file('facts.json') ?? '{}') as { clientcert?: string };
      const c: RealCase = { name, dir, spec, node: spec.node ?? facts.clientcert ?? name };
      const expected = file('expected.json');
      const error = file('expected-error.json');
      if (expected !== undefined) c.expected = parseExact(expected);
      if (error !== undefined) c.expectedError = JSON.parse(error) as RealCase['expectedError'];
      return c;
    });
}

export function realCaseInputs(c: RealCase, modules: string): RealCaseInputs {
  const has = (f: string) => existsSync(join(c.dir, f));
  return {
    node: c.node,
    facts: join(c.dir, 'facts.json'),
    modulepath: (c.spec.modulepath ?? ['modules']).map((d) => join(modules, d)),
    ...(has('hiera.yaml') ? { hiera: join(c.dir, 'hiera.yaml') } : {}),
    ...(has('site.pp') ? { manifest: join(c.dir, 'site.pp') } : {}),
    ...(c.spec.classes ? { classes: c.spec.classes } : {}),
  };
}

/** overcat's catalog normalised as the generator normalised Puppet's (module files as $MODULES/...). */
export function normalizeReal(catalog: Json, c: RealCase, modules: string): Json {
  const norm = normalizeCatalog(catalog, c.dir, true) as { resources: Record<string, Json>[] };
  for (const r of norm.resources) {
    if (typeof r.file === 'string' && r.file.startsWith(`${modules}/`)) r.file = `$MODULES/${r.file.slice(modules.length + 1)}`;
  }
  return norm as unknown as Json;
}

export interface CatalogDifference {
  /** Resources Puppet has and overcat does not (`Type[title]`). */
  missing: string[];
  /** Resources overcat has and Puppet does not. */
  extra: string[];
  /** Resources in both whose JSON differs, with the fields that differ. */
  differing: { ref: string; fields: string[] }[];
  /** Whether the resources both have come in a different order. */
  orderDiffers: boolean;
  edgesMissing: number;
  edgesExtra: number;
}

type Resource = Record<string, Json>;
const ref = (r: Resource) => `${String(r.type)}[${String(r.title)}]`;
/** Hash keys sorted: the expectations are written that way, so key order is not compared. */
const text = (v: Json | undefined) => canonicalJson(v ?? null);

/** The fields of two resources that differ; parameters one by one (`parameters.owner`). */
function differingFields(a: Resource, b: Resource): string[] {
  const out: string[] = [];
  for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (k === 'parameters') {
      const pa = (a.parameters ?? {}) as Record<string, Json>;
      const pb = (b.parameters ?? {}) as Record<string, Json>;
      for (const p of [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort()) if (text(pa[p]) !== text(pb[p])) out.push(`parameters.${p}`);
    } else if (text(a[k]) !== text(b[k])) out.push(k);
  }
  return out;
}

export function compareCatalogs(expected: Json, actual: Json | undefined): CatalogDifference {
  const theirs = (expected as { resources: Resource[] }).resources;
  const ours = actual ? (actual as { resources: Resource[] }).resources : [];
  const oursByRef = new Map(ours.map((r) => [ref(r), r]));
  const theirsByRef = new Map(theirs.map((r) => [ref(r), r]));
  const differing: CatalogDifference['differing'] = [];
  for (const r of theirs) {
    const o = oursByRef.get(ref(r));
    if (!o) continue;
    const fields = differingFields(r, o);
    if (fields.length > 0) differing.push({ ref: ref(r), fields });
  }
  const common = (list: Resource[], other: Map<string, Resource>) => list.map(ref).filter((x) => other.has(x));
  const edgeSet = (cat: Json | undefined) => new Set(((cat as { edges?: { source: string; target: string }[] } | undefined)?.edges ?? []).map((e) => `${e.source} -> ${e.target}`));
  const theirEdges = edgeSet(expected);
  const ourEdges = edgeSet(actual);
  return {
    missing: theirs.map(ref).filter((x) => !oursByRef.has(x)),
    extra: ours.map(ref).filter((x) => !theirsByRef.has(x)),
    differing,
    orderDiffers: text(common(theirs, oursByRef)) !== text(common(ours, theirsByRef)),
    edgesMissing: [...theirEdges].filter((e) => !ourEdges.has(e)).length,
    edgesExtra: [...ourEdges].filter((e) => !theirEdges.has(e)).length,
  };
}
