// `overcat lookup --type`: the value found (or the default) checked against a Puppet type, failing in
// `puppet lookup --type`'s words (the outcomes are pinned against Puppet by the Hiera conformance
// cases type-*; this holds the messages).
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const HIERA = ['--hiera', 'test/conformance/hiera/envs/layered/hiera.yaml', '--facts', 'test/conformance/hiera/facts/web1.yaml', '--node', 'web1.example.com'];

describe('overcat lookup --type', () => {
  it('prints a value of the type', () => {
    const r = runOvercat(['lookup', 'packages', ...HIERA, '--type', 'Array[String]', '--render-as', 'json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('["htop","curl","--vim"]\n');
  });
  it('refuses a found value of another type, naming each mismatch', () => {
    const r = runOvercat(['lookup', 'packages', ...HIERA, '--type', 'Array[Integer]']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error OVC5014:  Found value has wrong type, index 0 expects an Integer value, got String\n  Found value has wrong type, index 1');
  });
  it('checks the default too, and says when the type does not parse', () => {
    expect(runOvercat(['lookup', 'no_such_key', ...HIERA, '--default', 'x', '--type', 'Integer']).stderr).toContain('error OVC5014: Default value has wrong type, expects an Integer value, got String');
    expect(runOvercat(['lookup', 'packages', ...HIERA, '--type', 'Array[']).stderr).toContain("error OVC5014: --type 'Array[': Syntax error");
  });
});
