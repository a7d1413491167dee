// Building catalogs: new resources with the shape Puppet gives them, empty catalogs.
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { formatRef } from './reference.js';

const TAG = /^[\p{L}\p{N}_][\p{L}\p{N}_:.-]*$/u;
/** Whether a catalog has Class[main], remembered so creating many resources stays linear. */
const hasMain = new WeakMap<CatalogJson, boolean>();

/**
 * Appends a new resource with the shape Puppet gives a top-scope resource: tags (type name and its
 * segments, the title when it is a valid tag, `class`) and a containment edge from Class[main].
 */
export function addResource(catalog: CatalogJson, resource: ResourceJson): void {
  const type = resource.type.toLowerCase();
  const tags = [type, ...(type.includes('::') ? type.split('::') : [])];
  const titleTag = resource.title.toLowerCase();
  if (TAG.test(titleTag) && !tags.includes(titleTag)) tags.push(titleTag);
  let main = hasMain.get(catalog);
  if (main === undefined) {
    main = catalog.resources.some((r) => r.type === 'Class' && r.title === 'main');
    hasMain.set(catalog, main);
  }
  if (main) tags.push('class');
  resource.tags = tags;
  catalog.resources.push(resource);
  if (main) (catalog.edges ??= []).push({ source: 'Class[main]', target: formatRef(resource.type, resource.title) });
}

/**
 * An empty catalog for the same node and environment as `like`, holding what Puppet always emits
 * (Stage[main], Class[Settings], Class[main] and their containment edges).
 */
export function emptyCatalogLike(like: CatalogJson | undefined): CatalogJson {
  return {
    tags: ['settings'],
    name: like?.name ?? 'localhost',
    version: like?.version ?? 0,
    code_id: null,
    catalog_format: 2,
    environment: like?.environment ?? 'production',
    resources: [
      { type: 'Stage', title: 'main', tags: ['stage'], exported: false, kind: 'compilable_type', parameters: { name: 'main' } },
      { type: 'Class', title: 'Settings', tags: ['class', 'settings'], exported: false, kind: 'unknown' },
      { type: 'Class', title: 'main', tags: ['class'], exported: false, kind: 'unknown', parameters: { name: 'main' } },
    ],
    edges: [
      { source: 'Stage[main]', target: 'Class[Settings]' },
      { source: 'Stage[main]', target: 'Class[main]' },
    ],
    classes: ['settings'],
  };
}
