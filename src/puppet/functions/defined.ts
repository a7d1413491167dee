// defined(things...): true when any is a known class or resource type, a declared resource, or a set `$variable`.
import { CatalogEntryType, STRING, TypeType, VariantType } from '../values/index.js';
import { defineFunction } from './function.js';

/** Puppet's `Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]`. */
const WANTS = new VariantType([STRING, new TypeType(new CatalogEntryType()), new TypeType(new TypeType(new CatalogEntryType()))]);

export default defineFunction('defined', {
  params: [WANTS],
  rest: WANTS,
  names: ['vals'],
  call(ctx, args) {
    return args.some((a) => ctx.isDefined(a));
  },
});
