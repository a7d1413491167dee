// docs/functions.md is the status table of every Puppet core and stdlib function, rendered from the
// inventory and the registry: the committed file must be current, and the inventory must cover
// what the registry implements (a native function nobody lists would be missing from the doc).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderFunctionsDoc } from '../../../src/puppet/functions/functions-doc.js';
import { PUPPET_CORE_FUNCTIONS, STDLIB_9_FUNCTIONS, STDLIB_REMOVED_IN_9 } from '../../../src/puppet/functions/inventory.js';
import { coreDispatcher } from '../../../src/puppet/functions/registry.js';

describe('docs/functions.md', () => {
  it('is generated from the current registry (npm run docs:functions)', () => {
    expect(readFileSync(new URL('../../../docs/functions.md', import.meta.url), 'utf8')).toBe(renderFunctionsDoc());
  });

  it('lists every function the registry implements', () => {
    const dispatcher = coreDispatcher();
    const listed = new Set([...PUPPET_CORE_FUNCTIONS, ...STDLIB_9_FUNCTIONS, ...STDLIB_REMOVED_IN_9]);
    expect(dispatcher.names().filter((n) => dispatcher.moduleOf(n) === undefined || dispatcher.moduleOf(n) === 'stdlib').filter((n) => !listed.has(n))).toEqual([]);
  });
});
