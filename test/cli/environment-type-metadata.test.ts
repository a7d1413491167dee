// An environment's type metadata is where `puppet generate types` writes it, `.resource_types`
// beside the `modules` directory: every command given that module path reads it there (its roots
// include it), so a Ruby type's parameters are checked instead of one warning per type.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const env = mkdtempSync(join(tmpdir(), 'overcat-env-'));
afterAll(() => rmSync(env, { recursive: true, force: true }));

mkdirSync(join(env, 'modules/nova/lib/puppet/type'), { recursive: true });
writeFileSync(join(env, 'modules/nova/lib/puppet/type/nova_config.rb'), 'Puppet::Type.newtype(:nova_config) {}\n');
// The example's generated metadata of that type, laid out as an environment has it.
mkdirSync(join(env, '.resource_types'));
cpSync(new URL('../../modules/.resource_types/nova_config.pp', import.meta.url), join(env, '.resource_types/nova_config.pp'));
writeFileSync(join(env, 'data.yaml'), 'configuration:\n  nova_config:\n    DEFAULT/debug: {value: true, colour: red}\n');

describe("the environment's .resource_types beside the module path", () => {
  it('is read by validate', () => {
    const r = runOvercat(['validate', join(env, 'data.yaml'), '--modulepath', join(env, 'modules'), '--format', 'json']);
    const codes = (JSON.parse(r.stdout) as { diagnostics: { code: string; message: string }[] }).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(codes).toEqual(["OVC4011 Type 'nova_config' has no parameter 'colour'"]);
    expect(r.code).toBe(1);
  });

  it('is read by registry', () => {
    const r = runOvercat(['registry', '--modulepath', join(env, 'modules'), '--format', 'json']);
    expect(r.stderr).not.toMatch(/OVC2802/);
    expect(r.stdout).toMatch(/nova_config/);
  });
});
