// tree_each(tree, [options]) [|$value| or |$path, $value|]: walks an array or hash and its nested
// containers, depth first (default) or breadth first, passing each visited value (and its path of
// indexes and keys) to the lambda, and returns the tree. Without a lambda, an iterator over the
// [path, value] pairs.
import {
  ANY,
  ARRAY,
  BOOLEAN,
  EnumType,
  HASH,
  IteratorType,
  OpaqueType,
  OptionalType,
  PHash,
  PIterator,
  PType,
  StringType,
  StructElement,
  StructType,
  TypeType,
  VariantType,
  type Value,
} from '../values/index.js';
import type { Lambda } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction, type Signature } from './function.js';
import { untilBreak } from './iteration.js';

const option = (name: string, type: PType) => new StructElement(new OptionalType(new StringType(undefined, name)), new OptionalType(type));

const OPTIONS = new StructType([
  option('container_type', new TypeType()),
  option('include_root', BOOLEAN),
  option('include_containers', BOOLEAN),
  option('include_values', BOOLEAN),
  option('order', new EnumType(['depth_first', 'breadth_first'])),
  option('include_refs', BOOLEAN),
]);

/** Puppet's parameter type; overcat has no Iterator or Object values, so only arrays and hashes pass. */
const TREE = new VariantType([new IteratorType(), ARRAY, HASH, new OpaqueType('Object')]);
const CONTAINERS = new VariantType([ARRAY, HASH]);

interface Walk {
  containers: PType;
  root: boolean;
  withContainers: boolean;
  values: boolean;
  depthFirst: boolean;
}

function flag(options: PHash, key: string, fallback: boolean): boolean {
  const v = options.get(key);
  return v === undefined || v === null ? fallback : v !== false;
}

function walkOptions(options: PHash): Walk {
  const containers = (options.get('container_type') as PType | null | undefined) ?? CONTAINERS;
  // Puppet's default container type also admits Objects, which overcat has no values of.
  if (!CONTAINERS.isAssignable(containers)) {
    throw new FunctionError(`Only Array, Hash, and Object types can be used as container types. Got ${containers.toString()}`);
  }
  const withContainers = flag(options, 'include_containers', true);
  const values = flag(options, 'include_values', true);
  if (!withContainers && !values) throw new FunctionError("Options 'include_containers' and 'include_values' cannot both be false");
  return { containers, root: withContainers && flag(options, 'include_root', true), withContainers, values, depthFirst: options.get('order') !== 'breadth_first' };
}

/** The [index or key, child] pairs of a value when the walk descends into it, else undefined. */
function children(v: Value, w: Walk): [Value, Value][] | undefined {
  if (!w.containers.isInstance(v)) return undefined;
  if (Array.isArray(v)) return v.map((x, i) => [i, x]);
  if (v instanceof PHash) return Array.from(v);
  return undefined;
}

/** Every [path, value] the walk visits, in Puppet's order. */
function visit(tree: Value, w: Walk): [Value[], Value][] {
  const out: [Value[], Value][] = [];
  if (w.root) out.push([[], tree]);
  const top = children(tree, w) ?? [];
  if (w.depthFirst) {
    const descend = (path: Value[], kids: [Value, Value][]) => {
      for (const [k, v] of kids) {
        const p = [...path, k];
        const inner = children(v, w);
        if (inner) {
          if (w.withContainers) out.push([p, v]);
          descend(p, inner);
        } else if (w.values) out.push([p, v]);
      }
    };
    descend([], top);
  } else {
    // Level by level. Puppet's breadth-first walk yields leaf values even when include_values is false.
    let level: [Value[], [Value, Value][]][] = [[[], top]];
    while (level.length > 0) {
      const next: [Value[], [Value, Value][]][] = [];
      for (const [path, kids] of level) {
        for (const [k, v] of kids) {
          const p = [...path, k];
          const inner = children(v, w);
          if (inner) next.push([p, inner]);
          if (!inner || w.withContainers) out.push([p, v]);
        }
      }
      level = next;
    }
  }
  return out;
}

function blockSignature(arity: 1 | 2): Signature {
  return {
    params: [TREE, OPTIONS],
    required: 1,
    names: ['tree', 'options'],
    block: 'required',
    blockArity: [arity, arity],
    call(_ctx, args, lambda) {
      untilBreak([...visit(args[0]!, walkOptions((args[1] as PHash | undefined) ?? PHash.EMPTY))], ([path, v]) => (lambda as Lambda).call(arity === 2 ? [path, v] : [v]));
      return args[0]!;
    },
  };
}

export default defineFunction('tree_each', blockSignature(2), blockSignature(1), {
  params: [TREE, OPTIONS],
  required: 1,
  names: ['tree', 'options'],
  // An iterator, as Puppet's: Hash() spreads it as a flat list of keys and values, not as pairs.
  call: (_ctx, args) => new PIterator(visit(args[0]!, walkOptions((args[1] as PHash | undefined) ?? PHash.EMPTY)), ANY),
});
