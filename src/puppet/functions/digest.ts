// digest(string): the hex digest by Puppet's `digest_algorithm` setting, sha256 by default in Puppet 7
// (overcat has no Puppet settings, so it is always the default).
import { digestFunction } from './digest-function.js';

export default digestFunction('digest', 'sha256');
