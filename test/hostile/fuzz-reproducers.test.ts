// Inputs the command fuzzer (scripts/fuzz/commands.ts) found crashing, minimised: each now ends in
// a coded diagnostic or a result, never exit 70.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOnce } from '../../scripts/fuzz/commands.js';
import { unquote } from '../../src/heat/client-files.js';
import { REPO_ROOT } from '../helpers/cli.js';

const REPRODUCERS: { name: string; file: string; text: string; args: (file: string) => string[] }[] = [
  {
    // decodeURIComponent threw URIError on the lone `%` of a registry entry's file: URL.
    name: 'a resource registry path with a lone %',
    file: 'env.yaml',
    text: 'resource_registry:\n : s%\n',
    args: (f) => ['heat', 'merge', '-e', join(REPO_ROOT, 'examples/heat/base.yaml'), '-e', f, '-t', join(REPO_ROOT, 'examples/heat/template.yaml')],
  },
];

describe('fuzzer reproducers', () => {
  for (const r of REPRODUCERS) {
    it(`${r.name}: no crash`, async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'overcat-repro-')), r.file);
      writeFileSync(file, r.text);
      const result = await runOnce(r.args(file), 5_000);
      expect([result.outcome, result.detail]).toEqual([expect.stringMatching(/^(ok|user-error)$/), expect.any(String)]);
    });
  }

  it("file: URL paths are unquoted as Python's urllib does", () => {
    expect(['/a%20b', '/x%', '/x%zz', '/%C3%A9', '/%C3', '/%e2%82%ac%'].map(unquote)).toEqual(['/a b', '/x%', '/x%zz', '/é', '/\uFFFD', '/€%']);
  });
});
