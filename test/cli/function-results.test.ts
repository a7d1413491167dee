// `overcat compile --function-result NAME=JSON` / `--function-results FILE`: a host-probing
// function is refused naming it (exit 1) until its result is pinned; explain, which compiles
// the same catalog, takes the same pins.
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const FIXTURE = 'test/fixtures/module-functions';
const base = ['compile', '--node', 'n1.example.com', '--facts', `${FIXTURE}/facts.json`, '--modulepath', `${FIXTURE}/modules`, '--code', "notify { 'x': message => String(url_available('http://mirror/x')) }"];

describe('overcat compile with pinned function results', () => {
  it('refuses a host-probing function, naming it', () => {
    const r = runOvercat(base);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('OVC3130');
    expect(r.stderr).toContain("The function 'url_available' of module osnailyfacter fetches URLs");
  });
  it('uses the result pinned on the command line, or in a file', () => {
    const pinned = runOvercat([...base, '--function-result', 'url_available=true']);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain('"message": "true"');
    const fromFile = runOvercat([...base, '--function-results', `${FIXTURE}/pins.yaml`]);
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toContain('"message": "false"');
  });
  it('pins results for explain too, which compiles the same catalog', () => {
    const args = ['explain', 'Notify[x].message', ...base.slice(1)];
    expect(runOvercat(args).stderr).toContain('OVC3130');
    const pinned = runOvercat([...args, '--function-result', 'url_available=true']);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain('=> "true"');
  });
  it('refuses a pin that is not NAME=JSON', () => {
    const r = runOvercat([...base, '--function-result', 'url_available=maybe']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('OVC8010');
  });
});
