// Puppet catalogs made comparable, as scripts/oracles/catalog_normalize.py does: volatile fields
// dropped, resource files relative to the case, tags sorted; resources, edges and classes sorted
// unless the order itself is checked. Floats stay distinguishable from Integers (1.0 is not 1).
import { relative } from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/**
 * JSON text parsed with every float literal kept as `{"$float": value}`, so an Integer where Puppet
 * has a Float (or the reverse) shows as a difference.
 */
export function parseExact(text: string): Json {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i + 1;
      while (j < text.length && /[0-9.eE+-]/.test(text[j]!)) j++;
      const tok = text.slice(i, j);
      out += /[.eE]/.test(tok) ? `{"$float":${Number(tok)}}` : tok;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return JSON.parse(out) as Json;
}

const VOLATILE = new Set(['version', 'catalog_uuid', 'code_id']);

export function normalizeCatalog(catalog: Json, root: string, keepOrder: boolean): Json {
  const cat = catalog as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(cat)) if (!VOLATILE.has(k)) out[k] = v;
  const resources = (cat.resources as Record<string, Json>[]).map((r) => {
    const c: Record<string, Json> = { ...r };
    if (Array.isArray(c.tags)) c.tags = [...new Set(c.tags as string[])].sort();
    if (typeof c.file === 'string' && (c.file === root || c.file.startsWith(`${root}/`))) c.file = relative(root, c.file);
    return c;
  });
  const edges = [...((cat.edges ?? []) as Record<string, string>[])];
  const classes = [...((cat.classes ?? []) as string[])];
  if (!keepOrder) {
    const key = (r: Record<string, Json>) => `${r.type}\u0000${r.title}`;
    resources.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    edges.sort((a, b) => (`${a.source}\u0000${a.target}` < `${b.source}\u0000${b.target}` ? -1 : 1));
    classes.sort();
  }
  out.resources = resources;
  out.edges = edges;
  out.classes = classes;
  out.tags = [...new Set((cat.tags ?? []) as string[])].sort();
  return out;
}

/** `Type[title]` of each resource, in catalog order. */
export function resourceOrder(catalog: Json): string[] {
  return ((catalog as Record<string, Json>).resources as Record<string, Json>[]).map((r) => `${r.type}[${r.title}]`);
}

/** JSON text with object keys sorted at every level (the expectations are written that way). */
export function canonicalJson(v: Json): string {
  return JSON.stringify(v, (_k, x: Json) => (x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x), 1);
}
