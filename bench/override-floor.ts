// The override bench's floor: a bare Node process that reads a catalog JSON and writes it back, in
// the layout overcat writes (two-space indent, final newline). `node override-floor.js IN OUT`.
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
writeFileSync(output!, `${JSON.stringify(JSON.parse(readFileSync(input!, 'utf8')), null, 2)}\n`);
