// When a module's function runs natively, and what happens otherwise: a native stand-in runs only
// where the module path ships the Ruby function (else the call is an unknown function, as in
// Puppet); Fuel's host-probing functions are refused naming them (OVC3130) unless the user pins a
// result; Fuel's other Ruby functions are Ruby-only (OVC3109 names the function and its file); a
// 3.x function Puppet 7 cannot load fails as it does there (OVC3131).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../../src/host/disk-host.js';
import { compile, type CompileOptions } from '../../../src/pipeline/compile.js';

const fixture = fileURLToPath(new URL('../../fixtures/module-functions/', import.meta.url));
const host = new DiskHost({ roots: [fixture] });

function run(snippet: string, options: Partial<CompileOptions> = {}) {
  const bag = new DiagnosticBag();
  const out = compile(
    host,
    { node: 'n1.example.com', facts: `${fixture}facts.json`, modulepath: [`${fixture}modules`], code: `$v = ${snippet}\nnotify { 'v': message => String($v, '%p') }\n`, ...options },
    bag,
  );
  const errors = bag.items.filter((d) => d.severity === 'error');
  const value = out?.catalog.resources.find((r) => r.title === 'v')?.parameters?.message;
  return { value, errors: errors.map((d) => ({ code: d.code, message: d.message, hint: d.hint })) };
}

describe('module functions run only where the module ships them', () => {
  it('runs a native stand-in when the module path has the Ruby file', () => {
    expect(run("is_service_default('<SERVICE DEFAULT>')")).toEqual({ value: 'true', errors: [] });
  });
  it('is an unknown function, as in Puppet, when no module ships it', () => {
    const r = run("is_service_default('x')", { modulepath: [] });
    expect(r.errors.map((e) => [e.code, e.message])).toEqual([['OVC3108', "Unknown function: 'is_service_default'."]]);
  });
});

describe("Fuel's host-probing functions", () => {
  it.each(['url_available', 'ntp_available', 'is_file_updated', 'is_pkg_installed', 'check_ntp', 'generate_apt_pins', 'get_packages_for_upgrade', 'debug__dump_to_file'])('refuses %s, naming it and saying how to pin it', (name) => {
    const r = run(`${name}('x')`);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.code).toBe('OVC3130');
    expect(r.errors[0]!.message).toMatch(new RegExp(`^The function '${name}' of module \\w+ .+; overcat does not probe the host it runs on$`));
    expect(r.errors[0]!.hint).toContain(`--function-result ${name}=JSON`);
  });
  it('returns a pinned result for any arguments', () => {
    expect(run("url_available('http://a', 'b')", { functionResult: ['url_available=true'] })).toEqual({ value: 'true', errors: [] });
    expect(run('ntp_available()', { functionResult: ['ntp_available={"ok": [1, 2.5, null]}'] })).toEqual({ value: "{'ok' => [1, 2.5, undef]}", errors: [] });
  });
  it('reads pinned results from a YAML file; a command-line pin wins', () => {
    const file = `${fixture}pins.yaml`;
    expect(run("is_pkg_installed('nova')", { functionResults: file })).toEqual({ value: "'2:1.2-3'", errors: [] });
    expect(run("url_available('x')", { functionResults: file })).toEqual({ value: 'false', errors: [] });
    expect(run("url_available('x')", { functionResults: file, functionResult: ['url_available=true'] })).toEqual({ value: 'true', errors: [] });
  });
  it('pins any function, a Ruby-only one too', () => {
    expect(run('prepare_network_config({})', { functionResult: ['prepare_network_config="done"'] })).toEqual({ value: "'done'", errors: [] });
  });
  it('refuses a pin that is not NAME=JSON, and a results file that is not a map', () => {
    expect(run("url_available('x')", { functionResult: ['url_available=yes'] }).errors.map((e) => e.code)).toEqual(['OVC8010']);
    expect(run("url_available('x')", { functionResult: ['url_available'] }).errors.map((e) => e.message)).toEqual([`--function-result 'url_available' is not NAME=JSON: no "="`]);
    expect(run("url_available('x')", { functionResult: ['Bad-Name=1'] }).errors.map((e) => e.message)).toEqual([`--function-result 'Bad-Name=1' is not NAME=JSON: 'Bad-Name' is not a function name`]);
    expect(run("url_available('x')", { functionResults: `${fixture}pins-list.yaml` }).errors.map((e) => e.code)).toEqual(['OVC8011']);
  });
});

describe("Fuel's other Ruby functions", () => {
  it('are Ruby-only: OVC3109 names the function and the module file', () => {
    const r = run("generate_vips({}, {}, 'controller')");
    expect(r.errors.map((e) => e.code)).toEqual(['OVC3109']);
    expect(r.errors[0]!.message).toBe(`The function 'generate_vips' is not supported by overcat (defined in Ruby: ${fixture}modules/osnailyfacter/lib/puppet/parser/functions/generate_vips.rb)`);
  });
});

describe("archive's functions that fetch from a server", () => {
  // archive::parse_artifactory_url and archive::assemble_nexus_url run natively beside them.
  it.each([
    ["archive::artifactory_checksum('https://a/artifactory/r/o/m/1/m-1.jar')", 'artifactory_checksum'],
    ["archive::artifactory_latest_url('https://a/artifactory/r/o/m/1/m-1.jar', {})", 'artifactory_latest_url'],
    ["archive::go_md5('u', 'p', 'f', 'https://go/md5')", 'go_md5'],
  ])('%s is Ruby-only: OVC3109 names the function and its file', (call, name) => {
    const r = run(call);
    expect(r.errors.map((e) => [e.code, e.message])).toEqual([
      ['OVC3109', `The function 'archive::${name}' is not supported by overcat (defined in Ruby: ${fixture}modules/archive/lib/puppet/functions/archive/${name}.rb)`],
    ]);
  });
});

describe('3.x functions Puppet 7 cannot load', () => {
  const old = { modulepath: [`${fixture}modules`, `${fixture}modules-puppet6`] };
  it("refuses a file that defines a method, with Puppet's message (the name's column as its line)", () => {
    const r = run('with_helper(1)', old);
    expect(r.errors.map((e) => [e.code, e.message])).toEqual([
      ['OVC3131', `Illegal method definition of method 'build' in source ${fixture}modules-puppet6/helpers/lib/puppet/parser/functions/with_helper.rb on line 13 in legacy function. See https://puppet.com/docs/puppet/latest/functions_refactor_legacy.html for more information`],
    ]);
  });
  it('lets a pinned result stand in for such a function', () => {
    expect(run('with_helper(1)', { ...old, functionResult: ['with_helper=2'] })).toEqual({ value: '2', errors: [] });
  });
  it('fails a function that loads every 3.x function (Fuel\'s prepare_network_config) where one requires a library Puppet 7 dropped', () => {
    const r = run("prepare_network_config({'roles' => {}, 'endpoints' => {}})", old);
    expect(r.errors.map((e) => [e.code, e.message])).toEqual([['OVC3131', 'Could not autoload puppet/parser/functions/old_network_config: cannot load such file -- puppet/util/methodhelper']]);
  });
  it('stores the scheme when every 3.x function loads', () => {
    const scheme = "{'roles' => {'mgmt/vip' => 'br-mgmt'}, 'endpoints' => {'br-mgmt' => {'IP' => ['192.168.0.4/24']}}}";
    const r = run(`with('node-1') |$l3_fqdn_hostname| { prepare_network_config(${scheme}) get_network_role_property('mgmt/vip', 'netmask') }`);
    expect(r).toEqual({ value: "'255.255.255.0'", errors: [] });
  });
});
