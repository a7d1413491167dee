// hiera_array(key, [default]): a unique-merge lookup.
import { hieraFunction } from './hiera-function.js';

export default hieraFunction('hiera_array', 'unique');
