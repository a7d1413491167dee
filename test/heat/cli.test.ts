// `overcat heat merge` end to end (spawns the built CLI): JSON shape, exit codes, explain.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const EX = ['-e', 'examples/heat/base.yaml', '-e', 'examples/heat/production.yaml', '-e', 'examples/heat/debug.yaml'];

describe('overcat heat merge', () => {
  it('prints the environment, parameters and diagnostics as JSON', () => {
    const r = runOvercat(['heat', 'merge', ...EX, '-P', 'flavor=m1.large', '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['environment', 'parameters', 'diagnostics']);
    expect(out.parameters.flavor).toBe('m1.large');
    expect(out.diagnostics).toEqual([]);
  });

  it('explains each parameter with file:line and strategy', () => {
    const r = runOvercat(['heat', 'merge', ...EX, '--explain']);
    expect(r.stdout).toContain('examples/heat/production.yaml:3 (deep_merge): {"owner":"sre"}');
  });

  it('explains as JSON: layer, strategy, value, location per contribution', () => {
    const r = runOvercat(['heat', 'merge', ...EX, '--explain', '--format', 'json']);
    const first = Object.values(JSON.parse(r.stdout).explain as Record<string, Record<string, unknown>[]>)[0]![0]!;
    expect(Object.keys(first)).toEqual(['layer', 'strategy', 'value', 'location']);
    expect(first.location).toMatch(/^examples\/heat\/base\.yaml:\d+$/);
  });

  it('exits 1 with the diagnostics on a bad file', () => {
    const r = runOvercat(['heat', 'merge', '-e', 'examples/heat/template.yaml', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).diagnostics.map((d: { code: string }) => d.code)).toContain('OVC6002');
  });

  it('reads --env-list (one path a line) and --parameter-file (the file text is the value)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-heat-'));
    writeFileSync(join(dir, 'list'), 'examples/heat/base.yaml\n\nexamples/heat/production.yaml\n');
    writeFileSync(join(dir, 'motd'), 'hello');
    const r = runOvercat(['heat', 'merge', '--env-list', join(dir, 'list'), '--parameter-file', `motd=${join(dir, 'motd')}`, '--format', 'json']);
    const out = JSON.parse(r.stdout);
    expect([r.code, out.parameters.replicas, out.parameters.motd]).toEqual([0, 4, 'hello']);
  });
});
