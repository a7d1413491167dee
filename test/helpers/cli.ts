// Runs the built CLI as a user would — the bundle package.json's `bin` names (dist/bin/overcat.mjs, made
// by the vitest global setup in test/global-setup.ts) — capturing its output.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../dist/bin/overcat.mjs', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runOvercat(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
