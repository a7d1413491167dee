// Ruby Symbols in YAML as Psych reads them for Puppet's yaml_data: a plain scalar `:name` (or
// `:"a name"`) is a Symbol. Puppet turns a Symbol key into the String of its name; a Symbol value
// is no Puppet value (a lookup of it fails). Only the loads that ask for Symbols make them.
import { defineScalarTag, NOT_RESOLVED } from 'js-yaml';

/** A Symbol Psych would make: its name, without the colon. */
export class RubySymbol {
  constructor(readonly name: string) {}
}

/** Psych's ScalarScanner: `:` and at least one character; a quoted name is unquoted (and loses one more leading colon). */
function symbolName(source: string): string | undefined {
  if (source.length < 2 || !source.startsWith(':')) return undefined;
  const quoted = /^:(["'])(.*)\1/s.exec(source);
  return quoted ? quoted[2]!.replace(/^:/, '') : source.slice(1);
}

export const rubySymbolTag = defineScalarTag<RubySymbol>('tag:yaml.org,2002:ruby/symbol', {
  implicit: true,
  implicitFirstChars: [':'],
  resolve: (source) => {
    const name = symbolName(source);
    return name === undefined ? NOT_RESOLVED : new RubySymbol(name);
  },
  identify: (data) => data instanceof RubySymbol,
  represent: (data: RubySymbol) => `:${data.name}`,
});
