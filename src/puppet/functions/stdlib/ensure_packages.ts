// stdlib's stdlib::ensure_packages(packages, [defaults]) and its deprecated name ensure_packages:
// a package resource for each name (or each name => attributes) unless one is already declared
// alike. `ensure` defaults to installed, or to present when the package is already declared so.
import { ArrayType, HashType, IntegerType, PHash, StringType, VariantType, HASH, ANY, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { definedWithParams } from './defined_with_params.js';
import { ensureResource } from './ensure_resource.js';
import { rubyMerge } from './ruby-collections.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const NAME = new StringType(new IntegerType(1, Infinity));

function ensurePackages(ctx: FunctionContext, packages: Value, defaults: PHash): null {
  for (const name of Array.isArray(packages) ? packages : [packages]) {
    const attributes = rubyMerge(PHash.fromRecord({ ensure: 'installed' }), defaults).toBuilder();
    const ensure = attributes.get('ensure');
    if (ensure === 'present' || ensure === 'installed') {
      attributes.set('ensure', definedWithParams(ctx, `Package[${name as string}]`, PHash.fromRecord({ ensure: 'present' })) ? 'present' : 'installed');
    }
    ensureResource(ctx, 'package', name, attributes.build());
  }
  return null;
}

const namespaced = stdlib4x(
  'stdlib::ensure_packages',
  {
    params: [new VariantType([NAME, new ArrayType(NAME)]), HASH],
    required: 1,
    names: ['packages', 'default_attributes'],
    call: (ctx, args) => ensurePackages(ctx, args[0]!, (args[1] as PHash | undefined) ?? PHash.EMPTY),
  },
  {
    params: [new HashType(NAME, ANY), HASH],
    required: 1,
    names: ['packages', 'default_attributes'],
    call(ctx, args) {
      const defaults = (args[1] as PHash | undefined) ?? PHash.EMPTY;
      for (const [name, attributes] of args[0] as PHash) ensurePackages(ctx, name, rubyMerge(defaults, attributes));
      return null;
    },
  },
);

export default namespaced;

export const ensurePackagesUnnamespaced = unnamespacedName(namespaced);
