// sha256(string): the hex SHA256 digest of the string.
import { digestFunction } from './digest-function.js';

export default digestFunction('sha256', 'sha256');
