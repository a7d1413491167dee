# Writes test/conformance/functions/scanf-expected.json: what Ruby's String#scanf (the scanf library
# Puppet 7's scanf() calls) reads for each [data, format] pair below. Ruby 3 no longer bundles the
# library (so the Puppet installed here cannot run scanf() at all): install the `scanf` gem first, or
# point RUBYLIB at a copy of its lib/.
#   ruby scripts/gen-ruby-scanf-cases.rb
require 'json'
require 'scanf'
out = File.expand_path('../test/conformance/functions/scanf-expected.json', __dir__)

def enc(v)
  case v
  when Integer then { 'i' => v.to_s }
  when Float then { 'f' => v }
  when Array then v.map { |x| enc(x) }
  else v
  end
end

cases = [
  ['12 abc 3.5', '%d %s %f'], ['12abc', '%d%s'], ['  42', '%d'], ['-7 +8', '%d %d'], ['x', '%d'], ['', '%d'], ['12', ''], ['12', '   '],
  ['123456', '%2d%3d'], ['-123', '%2d'], ['+5', '%1d'], ['0x1A 017 19', '%i %i %i'], ['0', '%i'], ['-0x1f', '%i'], ['12345', '%3i%i'],
  ['ff -1A 0x10', '%x %X %x'], ['0x1234', '%4x'], ['777 -10', '%o %o'], ['1234', '%2o'], ['3.25 -1e3 .5 7', '%f %e %g %f'],
  ['1.e+5', '%f'], ['0x1.8p1', '%a'], ['12.5abc', '%3f'], ['1.5.5', '%f'], ['hello world', '%s %s'], ['hello', '%3s%s'],
  ['abc', '%c%c'], [' a b', '%c'], [' a b', ' %c'], ['abcdef', '%3c%c'], ['key=value', '%[a-z]=%s'], ['abc123', '%[^0-9]%d'],
  ['AAab', '%2[A]%s'], ['  abc', '%[a-z]'], ['abc', '%*[a-z]'], ['ab12', '%[[:alpha:]]%d'], ['ab12', '%1[[:alpha:]]%s'],
  ['10 20 30', '%d %*d %d'], ['50%', '%d%%'], ['50 %', '%d%%'], ['a:b:c', '%[^:]:%[^:]:%s'], ['age: 42', 'age: %d'],
  ['age 42', 'age: %d'], ['x=1,y=2', 'x=%d,y=%d'], ["line1\nline2", '%s %s'], ["a\nb", '%c%c%c'], ['é€ ü', '%s %c'],
  ['99999999999999999999', '%d'], ['1 2', '%d%q%d'], ['1 2', '%D %d'], ['3 4', '%u %u'], ['1e5 2E-2', '%g %G'],
  ['12:34:56', '%d:%d:%d'], ['(1, 2)', '(%d, %d)'], ['a.b', '%[a-z].%s'], ['-', '%d'], ['+', '%f'], ['.', '%f'],
]
expected = cases.map { |data, fmt| { 'data' => data, 'format' => fmt, 'result' => enc(data.scanf(fmt)) } }
File.write(out, "[\n" + expected.map { |e| JSON.generate(e) }.join(",\n") + "\n]\n")
puts "scanf: #{expected.size} cases (ruby #{RUBY_VERSION})"
