import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

describe('overcat CLI shell', () => {
  it('prints help and the version with exit 0', () => {
    expect(runOvercat(['--help'])).toMatchObject({ code: 0 });
    expect(runOvercat(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('exits 64 on a usage error', () => {
    const r = runOvercat(['--no-such-option']);
    expect(r.code).toBe(64);
    expect(r.stderr).toMatch(/unknown option/);
  });
});
