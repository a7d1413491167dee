# Writes test/conformance/functions/format-expected.json: what Ruby's Kernel#format (the engine of
# Puppet's 3.x sprintf) gives for a grid of directives (flags x width x precision x conversion) over
# tricky values, plus references, `*` widths and errors. Each case: format, args, and the result
# or the error message ("error": ...). Integers are written as strings ({"i": "..."}) and Floats
# as {"f": x} so that JSON readers keep them exact and typed.
#   ruby scripts/gen-ruby-format-cases.rb
require 'json'
out = File.expand_path('../test/conformance/functions/format-expected.json', __dir__)

def enc(v)
  case v
  when Integer then { 'i' => v.to_s }
  when Float then { 'f' => v }
  when Array then v.map { |x| enc(x) }
  when Hash then { 'h' => v.map { |k, x| [k, enc(x)] } }
  else v
  end
end

flags = ['', '-', '+', ' ', '#', '0', '+0', '-#', '# 0']
widths = ['', '9']
precisions = ['', '.0', '.3', '.17']
ints = [0, 7, -8, 255, -255, 9007199254740993, -9223372036854775808, 9223372036854775807]
floats = [0.0, -0.0, 1.5, 2.5, 0.15, 2.675, 3.14159, 1e20, 1e-7, 2.5e-6, 123456.789, 1e300, 5e-324, 999999.5, 0.000123456, 1e23]
cases = []
i = 0
%w[d i u x X o b B].each do |t|
  flags.product(widths, precisions).each do |f, w, p|
    2.times { cases << ["%#{f}#{w}#{p}#{t}", [ints[i % ints.size]]]; i += 1 }
  end
end
%w[f e E g G a A].each do |t|
  flags.product(widths, precisions).each do |f, w, p|
    2.times { cases << ["%#{f}#{w}#{p}#{t}", [floats[i % floats.size]]]; i += 1 }
  end
end
['%s', '%p', '%5s', '%-5s|', '%.2s', '%5.1p'].each do |f|
  ['abc', 'é€', '', "a\"b\\c\n\e\x01#{'#'}{x}", 12, 2.5, 1e20, true, [1, 'a', nil, [2.0]], { 'k' => [nil, 'v'] }].each { |v| cases << [f, [v]] }
end
['%f', '%.2f', '%+012.3f', '%#.0f', '%e', '%g', '%d', '%x'].each do |f|
  [3, -5, 9007199254740993, '0x1A', ' 12 ', '1_000', '017', '0b101', '.5', '1e3', '2.5'].each { |v| cases << [f, [v]] }
end
[
  ['%c%c%c', [65, 233, 'x']], ['%3c|%-3c|', ['é', 66]], ['%<a>s|%<b>05.1f', [{ 'a' => 'x', 'b' => 3.14159 }]],
  ['%{a}-%{b}', [{ 'a' => 1, 'b' => [2] }]], ['%2$s %1$s', %w[world hello]], ['%1$*2$d|', [7, 5]],
  ['%*d|%-*d|%*d|', [5, 42, 4, 1, -4, 1]], ['%.*f', [2, 3.14159]], ['100%%', []], ['%s', %w[a b c]],
  ['%s %s', [1]], ['%', []], ['%y', [1]], ['%1$s %s', [1, 2]], ['%s %1$s', [1, 2]], ['%<a>s', [1]],
  ['%<a>s', [{ 'b' => 1 }]], ['%<a>s %s', [{ 'a' => 1 }]], ['%f', ['abc']], ['%f', [nil]], ['%d', [nil]],
  ['%d', [true]], ['%d', [[1]]], ['%d', ['']], ['%f', ['5.']], ['%c', ['xy']], ['%-+05d|', [3]], ['%+ d', [3]]
].each { |c| cases << c }

$stderr.reopen(File::NULL) # "too many arguments" is only a warning
expected = cases.map do |fmt, args|
  # Puppet's sprintf retries a named reference with the hash's keys as symbols, as Ruby needs.
  named = fmt.match?(/%[^a-zA-Z%]*[<{]/)
  ruby_args = args.map { |a| named && a.is_a?(Hash) ? a.transform_keys(&:to_sym) : a }
  result = begin
    { 'result' => format(fmt, *ruby_args) }
  rescue ArgumentError, TypeError, KeyError => e
    { 'error' => e.message }
  end
  { 'format' => fmt, 'args' => enc(args) }.merge(result)
end
File.write(out, "[\n" + expected.map { |e| JSON.generate(e) }.join(",\n") + "\n]\n")
puts "format: #{expected.size} cases (ruby #{RUBY_VERSION})"
