// md5(string): the hex MD5 digest of the string.
import { digestFunction } from './digest-function.js';

export default digestFunction('md5', 'md5');
