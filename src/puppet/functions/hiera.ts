// hiera(key, [default]): a first-found lookup.
import { hieraFunction } from './hiera-function.js';

export default hieraFunction('hiera', undefined);
