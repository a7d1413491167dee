// Recursion without end stops the compilation with a coded error, never a crash: a Puppet function
// calling itself runs JavaScript's stack out (Puppet 7.23's Ruby stack runs out sooner, at about
// 250 calls, and it exits 1 without a message), and a define declaring itself again each pass stops
// after Puppet's 1,000 generator passes, in Puppet's words.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

function errorsOf(site: string) {
  const host = new MemoryHost({ '/env/site.pp': site, '/env/facts.json': '{}' });
  const bag = new DiagnosticBag();
  const outcome = compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1', manifest: '/env/site.pp' }, bag);
  expect(outcome).toBeUndefined();
  return bag.items.filter((d) => d.severity === 'error');
}

describe('recursion without end', () => {
  it('is an error at the recursive call for a function', () => {
    const errors = errorsOf("function f(Integer $n) { f($n + 1) }\nnotify { 'x': message => f(1) }\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('OVC3111');
    expect(errors[0]!.message).toMatch(/^stack level too deep/);
    expect(errors[0]!.location?.source.text.slice(errors[0]!.location.start, errors[0]!.location.end)).toBe('f($n + 1)');
  });

  it('still evaluates a deep recursion that ends', () => {
    const host = new MemoryHost({ '/env/site.pp': "function f(Integer $n) { if $n < 250 { f($n + 1) } else { $n } }\nnotify { 'x': message => f(1) }\n", '/env/facts.json': '{}' });
    const bag = new DiagnosticBag();
    const outcome = compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1', manifest: '/env/site.pp' }, bag);
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome!.catalog.resources.find((r) => r.title === 'x')?.parameters?.message).toBe(250);
  });

  it("stops a define declaring itself after Puppet's 1,000 passes", () => {
    const errors = errorsOf("define d($n) { d { \"i${n}\": n => $n + 1 } }\nd { 'start': n => 0 }\n");
    expect(errors.map((e) => e.message)).toEqual(['Somehow looped more than 1000 times while evaluating host catalog (a define or collector keeps creating resources)']);
  });
});
