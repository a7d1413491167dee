// stdlib's defined_with_params(reference, [params]): whether the catalog holds the resource (a
// reference or its 'Type[title]' text; a type without title means any of that type) with every
// given parameter equal (Ruby's ==; undef matches an unset parameter). The calling resource itself
// does not count, so a define can ensure_resource its own kind.
import { ClassType, PHash, ResourceType, referenceFromText, rubyEquals, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassName } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

/** Type and title of a reference; title '' when it names only a type. */
function typeAndTitle(reference: Value): { type: string; title: string } {
  if (typeof reference === 'string') {
    const written = referenceFromText(reference);
    if (!written) throw new FunctionError(`No title provided and "${reference}" is not a valid resource reference`);
    return written;
  }
  if (reference instanceof ResourceType && reference.typeName !== undefined) return { type: reference.typeName, title: reference.title ?? '' };
  // A 3.x function is given `Class[x]` as the Puppet::Resource Class[X].
  if (reference instanceof ClassType && reference.className !== undefined) return { type: 'Class', title: reference.className };
  throw new FunctionError(`Reference is not understood: '${rubyClassName(reference)}'`);
}

/** The 3.x function's logic, also what ensure_resource and ensure_packages ask. */
export function definedWithParams(ctx: FunctionContext, reference: Value, params: Value): boolean {
  if (reference === '') throw new FunctionError('Must specify a reference');
  const wanted = params instanceof PHash ? Array.from(params) : [];
  const { type, title } = typeAndTitle(reference);
  for (const res of ctx.findResources(type, title === '' ? undefined : title)) {
    if (res.isCaller) continue;
    const matches = wanted.every(([key, value]) => {
      const has = typeof key === 'string' ? (res.parameters.get(key) ?? null) : null;
      return (has === null && value === null) || rubyEquals(has, value);
    });
    if (matches) return true;
  }
  return false;
}

export default stdlib3x('defined_with_params', (ctx, args) => definedWithParams(ctx, args[0] ?? '', args[1] ?? null));
