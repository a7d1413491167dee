// Writes docs/diagnostics.md from the catalogue (run by `npm run docs:diagnostics`; a test checks it is current).
import { writeFileSync } from 'node:fs';
import { renderDiagnosticsDoc } from '../src/diagnostics/doc.js';

writeFileSync(new URL('../../docs/diagnostics.md', import.meta.url), renderDiagnosticsDoc());
