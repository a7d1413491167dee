// ssh::ipaddresses(excluded_interfaces, excluded_interfaces_re) (saz-ssh): the addresses of the
// node's network interfaces from its facts (`networking.interfaces`, else the legacy
// `interfaces` / `ipaddress_<if>` / `ipaddress6_<if>` facts), `lo` and the excluded interfaces
// left out, IPv6 link-local addresses (fe80::/64) dropped, each address once, in the facts' order.
import { ARRAY, ArrayType, IntegerType, PHash, PRegexp, StringType, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyClassName } from '../../ruby-values.js';
import { ipIncludes, ipNetwork } from '../../ruby-ipaddr.js';

const LINK_LOCAL = ipNetwork('fe80::/64');

export default defineModuleFunction('ssh', 'ssh::ipaddresses', {
  params: [new ArrayType(new StringType(new IntegerType(1, Infinity))), ARRAY],
  names: ['excluded_interfaces', 'excluded_interfaces_re'],
  call(ctx, [excluded, patterns]) {
    const facts = ctx.variable('facts');
    const fact = (name: string) => (facts instanceof PHash ? facts.get(name) : undefined);
    const skipped = new Set([...(excluded as string[]), 'lo']);
    // Regexp.new of each: a String is Ruby source, a Regexp itself.
    const res = (patterns as Value[]).map((p) => {
      if (p instanceof PRegexp) return p;
      if (typeof p === 'string') return PRegexp.of(p);
      throw new FunctionError(`no implicit conversion of ${rubyClassName(p)} into String`);
    });
    const result: string[] = [];
    for (const [name, data] of interfaces(fact)) {
      if (skipped.has(name) || res.some((re) => re.test(name))) continue;
      for (const kind of ['bindings', 'bindings6']) {
        const bindings = data instanceof PHash ? data.get(kind) : undefined;
        if (bindings === undefined) continue;
        for (const binding of Array.isArray(bindings) ? bindings : []) {
          const address = binding instanceof PHash ? binding.get('address') : undefined;
          if (address !== undefined) result.push(address as string);
        }
      }
    }
    // IPAddr.new of each (an address it cannot read fails the function, as in Ruby), then uniq.
    return [...new Set(result.filter((ip) => !ipIncludes(LINK_LOCAL, ipNetwork(ip))))];
  },
});

/** The interfaces by name with their `bindings` / `bindings6` lists, as the Ruby reads them from the facts. */
function interfaces(fact: (name: string) => Value | undefined): [string, Value][] {
  const networking = fact('networking');
  if (networking instanceof PHash && networking.size > 0) {
    const found = networking.get('interfaces');
    return found instanceof PHash ? ([...found] as [string, Value][]) : [];
  }
  const names = fact('interfaces');
  if (typeof names !== 'string') throw new FunctionError(`undefined method 'split' for ${names === undefined || names === null ? 'nil' : 'an object'}`);
  const out: [string, Value][] = [];
  for (const name of names.split(',')) {
    const v4 = fact(`ipaddress_${name}`);
    const v6 = fact(`ipaddress6_${name}`);
    if ((v4 === undefined || v4 === null) && (v6 === undefined || v6 === null)) continue;
    const bindings: [string, Value][] = [];
    if (typeof v4 === 'string' && v4 !== '') bindings.push(['bindings', [PHash.fromRecord({ address: v4 })]]);
    if (typeof v6 === 'string' && v6 !== '') bindings.push(['bindings6', [PHash.fromRecord({ address: v6 })]]);
    out.push([name, PHash.from(bindings)]);
  }
  return out;
}
