// What a resource's title gives as attributes (Puppet::Resource#parse_title): the groups of the
// first of its type's title patterns that matches the title (`Keystone_endpoint[RegionOne/nova::compute]`
// → region, name, type), or the whole title as `name` for types without patterns (defines).
import type { ResourceTypeInfo, TitlePattern } from '../modulepath/type-info.js';
import { PRegexp } from '../values/index.js';

/** `/(.*)/m` as Ruby writes it: it matches every title whole. */
const WHOLE_TITLE = '(?m-ix:(.*))';

export type TitleParameters = readonly (readonly [string, string])[];

/** Each pattern's regexp, made once: a compilation matches the title of every resource of its type. */
const compiled = new WeakMap<TitlePattern, PRegexp>();

function regexpOf(p: TitlePattern): PRegexp {
  let r = compiled.get(p);
  if (r === undefined) compiled.set(p, (r = PRegexp.fromLiteral(p.pattern)));
  return r;
}

/** The attributes `title` gives for a type, or undefined when none of its patterns matches it. */
export function titleParameters(info: ResourceTypeInfo | undefined, title: string): TitleParameters | undefined {
  const patterns = info?.titlePatterns;
  if (patterns === undefined) return [['name', title]];
  for (let j = 0; j < patterns.length; j++) {
    const p = patterns[j]!;
    const attributes = p.attributes;
    // Puppet::Type's own pattern for a single namevar (most types): the whole title, no matching.
    if (p.pattern === WHOLE_TITLE && attributes.length === 1) return [[attributes[0]!, title]];
    const captures = regexpOf(p).match(title);
    if (captures === null) continue;
    // A group that took no part in the match gives nil: left out, as undef parameters are.
    const out: (readonly [string, string])[] = [];
    for (let i = 0; i < attributes.length; i++) {
      const c = captures[i + 1];
      if (c != null) out.push([attributes[i]!, c]);
    }
    return out;
  }
  return undefined;
}
