// sha1(string): the hex SHA1 digest of the string.
import { digestFunction } from './digest-function.js';

export default digestFunction('sha1', 'sha1');
