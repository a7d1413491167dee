// Ruby's Array#& as Fuel's functions intersect role lists: the elements of the first array also in
// the second, each once, in the first's order; a non-array second operand raises TypeError.
import { rubyEquals, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { rubyClassOf } from '../../ruby-values.js';

export function rubyIntersection(a: readonly Value[], b: Value): Value[] {
  if (!Array.isArray(b)) throw new FunctionError(`no implicit conversion of ${b === null ? 'nil' : rubyClassOf(b)} into Array`);
  const out: Value[] = [];
  for (const x of a) if (b.some((y) => rubyEquals(x, y)) && !out.some((y) => rubyEquals(x, y))) out.push(x);
  return out;
}
