// sort(array or string) [|$a, $b|]: the elements in Ruby's order (numbers by value, strings
// case-sensitively, arrays element-wise; mixing kinds fails as Ruby's sort does), or by a lambda
// answering -1, 0 or 1. A string's characters are sorted into a string.
import { ARRAY, STRING, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';
import { lambdaCompare, rubyCompare } from './ruby-compare.js';

/** A stable merge sort that always compares an earlier element with a later one, so a failure names the pair as Ruby does for two elements. */
export function mergeSort(values: readonly Value[], cmp: (a: Value, b: Value) => number): Value[] {
  if (values.length < 2) return [...values];
  const mid = values.length >> 1;
  const left = mergeSort(values.slice(0, mid), cmp);
  const right = mergeSort(values.slice(mid), cmp);
  const out: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(cmp(left[i]!, right[j]!) <= 0 ? left[i++]! : right[j++]!);
  return out.concat(left.slice(i), right.slice(j));
}

function sort(values: readonly Value[], lambda: Lambda | undefined): Value[] {
  return mergeSort(values, lambda ? (a, b) => lambdaCompare(lambda, a, b) : rubyCompare);
}

export default defineFunction(
  'sort',
  {
    params: [STRING],
    block: 'optional',
    blockArity: [2, 2],
    names: ['string_value'],
    call: (_ctx, args, lambda) => (sort(Array.from(args[0] as string), lambda) as string[]).join(''),
  },
  passingCollections({ params: [ARRAY], block: 'optional', blockArity: [2, 2], names: ['array_value'], call: (_ctx, args, lambda) => sort(args[0] as Value[], lambda) }),
);
