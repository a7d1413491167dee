// A Deferred given to a class or define parameter: Puppet 7.23's compile-time check of the
// deferred function (its dispatch and declared return type), with its warning once per function.
// The catalogs themselves are compared with Puppet's in test/conformance/compile (deferred-*).
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

const RUBY = `Puppet::Functions.create_function(:'vault::lookup') do
  dispatch :lookup do
    required_param 'String', :path
    optional_param "Enum['a', 'b']", :field
    return_type 'Sensitive[String]'
  end
  dispatch(:with_block) do
    required_param 'Integer', :n
    block_param
    return_type 'String'
  end
end
`;

function run(code: string) {
  const host = new MemoryHost({
    '/env/facts.json': '{}',
    '/env/modules/vault/lib/puppet/functions/vault/lookup.rb': RUBY,
  });
  const bag = new DiagnosticBag();
  const outcome = compile(host, { modulepath: ['/env/modules'], facts: '/env/facts.json', node: 'n1', code }, bag);
  return { compiled: outcome !== undefined, diagnostics: bag.items.map((d) => `${d.code} ${d.message}`) };
}

describe('Deferred class and define parameters', () => {
  it('warns once per function without a return type, typed or not, given or defaulted', () => {
    const r = run(`function f($x) { $x }
class c(String $a, $b, String $c = Deferred('f', [3])) {}
class { 'c': a => Deferred('f', [1]), b => Deferred('f', [2]) }
define d(String $v) {}
d { 'x': v => Deferred('join', [['a'], ',']) }`);
    expect(r.compiled).toBe(true);
    expect(r.diagnostics).toEqual([
      'OVC3181 Deferred function f has no return_type, unable to guarantee value type during compilation.',
      'OVC3181 Deferred function join has no return_type, unable to guarantee value type during compilation.',
    ]);
  });

  it("reads a Ruby function's dispatches: parameter types (quoted either way), blocks, return types", () => {
    expect(run(`class c(Sensitive $s) {}  class { 'c': s => Deferred('vault::lookup', ['p', 'a']) }`)).toEqual({ compiled: true, diagnostics: [] });
    expect(run(`class c(String $s) {}  class { 'c': s => Deferred('vault::lookup', ['p']) }`).diagnostics).toEqual([
      "OVC3006 Class[C]: parameter 's' expects a String value, got Sensitive[String]",
    ]);
    // 'c' is not a field the Enum admits; the dispatch wanting a block never matches a deferred call.
    expect(run(`class c(Any $s) {}  class { 'c': s => Deferred('vault::lookup', ['p', 'c']) }`).diagnostics).toEqual([
      'OVC3111 No matching arity found for vault::lookup with arguments ["p", "c"]',
    ]);
    expect(run(`class c(Any $s) {}  class { 'c': s => Deferred('vault::lookup', [1]) }`).diagnostics).toEqual(['OVC3111 No matching arity found for vault::lookup with arguments [1]']);
  });

  it('matches no dispatch with undef arguments, and needs the function to exist', () => {
    expect(run(`function f() >> String { 'x' }  class c(String $s) {}  class { 'c': s => Deferred('f') }`).diagnostics).toEqual(['OVC3111 No matching arity found for f with arguments ']);
    expect(run(`function f() >> String { 'x' }  class c(String $s) {}  class { 'c': s => Deferred('f', []) }`)).toEqual({ compiled: true, diagnostics: [] });
    expect(run(`class c($s) {}  class { 'c': s => Deferred('nope', []) }`).diagnostics).toEqual([
      "OVC3180 The Deferred function 'nope' given to a parameter is not a function of the module path",
    ]);
  });

  it('leaves a Deferred inside a structure to the ordinary type check', () => {
    expect(run(`class c(Array[String] $s) {}  class { 'c': s => [Deferred('nope')] }`).diagnostics).toEqual([
      "OVC3006 Class[C]: parameter 's' index 0 expects a String value, got Deferred",
    ]);
  });
});
