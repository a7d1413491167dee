// Finding a declared resource by a reference (`Package['x']`), as Puppet's Catalog#resource does:
// by its title, else by the uniqueness key that title gives, so that a reference finds a resource
// declared under another title whose namevars it names (`defined(Package['nova-consoleproxy'])`
// finds Package['nova-vncproxy'] declared with `name => 'nova-consoleproxy'`). A class's title is
// munged as Puppet::Resource.type_and_title munges it, so that `'class[rsync::server]'` (what
// stdlib's ensure_resource and getparam ask) finds Class[Rsync::Server].
import { capitalizeSegments } from '../values/index.js';
import type { Evaluator } from './evaluator.js';
import type { CatalogResource } from './resource.js';
import { titleParameters } from './title-parameters.js';

export function findResource(ev: Evaluator, type: string, written: string): CatalogResource | undefined {
  const title = type.toLowerCase() === 'class' ? (written === '' ? 'main' : capitalizeSegments(written)) : written;
  const found = ev.catalog.get(type, title);
  if (found) return found;
  // Puppet builds a resource of the type from the title alone (Puppet::Resource.new(type, title))
  // and looks its uniqueness key up: what the title patterns give, nil for the other key attributes.
  const info = ev.options.modulePath.getType(type.toLowerCase());
  if (!info || info.kind === 'define' || info.isomorphic === false || info.namevars.length === 0) return undefined;
  const fromTitle = titleParameters(info, title);
  if (fromTitle === undefined) return undefined;
  const given = (a: string) => fromTitle.find(([k]) => k === a)?.[1];
  if (info.namevars.length === 1) {
    // A single namevar's key is the name the title gives (File['/etc/x/'] is File['/etc/x']): an alias.
    const name = given(info.namevars[0]!) ?? given('name');
    return name === undefined || name === title ? undefined : ev.catalog.get(type, name);
  }
  const key = sortedNames(info.namevars).map((a) => (a === 'name' ? (given('name') ?? title) : given(a)));
  return ev.catalog.getByKey(type, compositeKeyText(key));
}

/** A composite uniqueness key as the catalog registers it: its values in key-attribute order, nil as null. */
export function compositeKeyText(key: readonly unknown[]): string {
  return JSON.stringify(key.map((v) => v ?? null));
}

/** Key attributes in name order, sorted once per type. */
const sortedKeyNames = new WeakMap<readonly string[], readonly string[]>();
export function sortedNames(names: readonly string[]): readonly string[] {
  let sorted = sortedKeyNames.get(names);
  if (!sorted) sortedKeyNames.set(names, (sorted = [...names].sort()));
  return sorted;
}
