// The shape of the 3.x digest functions (md5, sha1, sha256, digest): one String argument, its
// hex digest (of its UTF-8 bytes) back.
import { createHash } from 'node:crypto';
import type { PuppetFunction } from './function.js';
import { legacyFunction } from './legacy-function.js';
import { rubyString } from './ruby-values.js';

export function digestFunction(name: string, algorithm: 'md5' | 'sha1' | 'sha256'): PuppetFunction {
  return legacyFunction(name, 1, (_ctx, args) => createHash(algorithm).update(rubyString(args[0]!), 'utf8').digest('hex'));
}
