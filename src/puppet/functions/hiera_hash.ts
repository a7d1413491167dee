// hiera_hash(key, [default]): a hash-merge lookup (top-level keys only).
import { hieraFunction } from './hiera-function.js';

export default hieraFunction('hiera_hash', 'hash');
