// What a resource's title gives as attributes (Puppet::Resource#parse_title): the groups of the
// first of its type's title patterns that matches the title (`Keystone_endpoint[RegionOne/nova::compute]`
// → region, name, type), or the whole title as `name` for types without patterns (defines).
import type { ResourceTypeInfo } from '../modulepath/type-info.js';
import { PRegexp } from '../values/index.js';

/** `/(.*)/m` as Ruby writes it: it matches every title whole. */
const WHOLE_TITLE = '(?m-ix:(.*))';

export type TitleParameters = readonly (readonly [string, string])[];

/** The attributes `title` gives for a type, or undefined when none of its patterns matches it. */
export function titleParameters(info: ResourceTypeInfo | undefined, title: string): TitleParameters | undefined {
  const patterns = info?.titlePatterns;
  if (patterns === undefined) return [['name', title]];
  for (const { pattern, attributes } of patterns) {
    // Puppet::Type's own pattern for a single namevar (most types): the whole title, no matching.
    if (pattern === WHOLE_TITLE && attributes.length === 1) return [[attributes[0]!, title]];
    const captures = PRegexp.fromLiteral(pattern).match(title);
    if (captures === null) continue;
    // A group that took no part in the match gives nil: left out, as undef parameters are.
    return attributes.flatMap((a, i) => (captures[i + 1] == null ? [] : [[a, captures[i + 1]!] as const]));
  }
  return undefined;
}
