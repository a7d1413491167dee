# Writes test/conformance/functions/string-expected.json: Ruby's String methods behind Puppet's
# string functions (downcase, upcase, capitalize, strip, lstrip, rstrip, chomp, chop, and camelcase's
# split-capitalize-join) on strings that tell Ruby from JavaScript: Unicode case mapping (final
# sigma, dotted I, ligatures, digraphs, Armenian, Georgian), Ruby's whitespace set, line ends,
# characters outside the BMP.
#   ruby scripts/gen-ruby-string-cases.rb
require 'json'
out = File.expand_path('../test/conformance/functions/string-expected.json', __dir__)
strings = [
  '', 'a', 'abc DEF', 'hELLO wORLD', 'ΣΑΣ ΟΔΟΣ', 'σας', 'İstanbul', 'ıi', 'ß', 'ßa', 'ﬁle', 'ﬀ', 'ǆemal', 'ǅ', 'Ǳx', 'ŉ', 'և',
  'ᲐᲑ', 'ა', 'ÉCOLE normale', 'straße', 'ΐ', 'ǰ', 'Ω', 'K', 'Å', "x\u{1F600}", "\u{1F600}", "\u{10428}\u{10400}",
  "  \t\n a b \r\n", "\u0000 a \u0000", "\v\f x", "\u00a0x\u00a0", "\u2003y", "a\r\n", "a\n\n", "a\r", "a\n\r", "ab\r\n",
  "\r\n", "\n", 'foo_bar', 'foo_bAR__baz_', '_leading', '___', 'ÉCOLE_normale', 'a_1b', '1abc', ' x'
]
cases = strings.map do |s|
  {
    's' => s, 'downcase' => s.downcase, 'upcase' => s.upcase, 'capitalize' => s.capitalize, 'strip' => s.strip,
    'lstrip' => s.lstrip, 'rstrip' => s.rstrip, 'chomp' => s.chomp, 'chop' => s.chop,
    'camelcase' => s.split('_').map(&:capitalize).join('')
  }
end
File.write(out, "[\n" + cases.map { |c| JSON.generate(c) }.join(",\n") + "\n]\n")
puts "string: #{cases.size} cases (ruby #{RUBY_VERSION})"
