// hiera_include(key): includes the classes a unique-merge lookup of key gives.
import { hieraFunction } from './hiera-function.js';

export default hieraFunction('hiera_include', 'unique', (ctx, v) => {
  ctx.includeClasses(Array.isArray(v) ? v : [v], 'include');
  return null;
});
