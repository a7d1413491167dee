// Writes docs/functions.md from the function inventory and registry (run by `npm run docs:functions`; a test checks it is current).
import { writeFileSync } from 'node:fs';
import { renderFunctionsDoc } from '../src/puppet/functions/functions-doc.js';

writeFileSync(new URL('../../docs/functions.md', import.meta.url), renderFunctionsDoc());
