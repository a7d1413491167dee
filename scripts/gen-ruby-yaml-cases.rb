# Writes test/conformance/functions/yaml-expected.json: Ruby's `to_yaml(options)` (Psych 4.0 on
# libyaml 0.2.5, what stdlib's to_yaml calls) of random data built from the values Puppet hands a
# function (strings made of the pieces that change how YAML writes them, integers, floats, nil,
# booleans, arrays and hashes, one array or hash now and then used twice), with random options.
# The data is written as tagged JSON ({"i": "12"}, {"f": "1.5"}, {"a": [...], "id": 3},
# {"h": [[k, v]...], "id": 4}, {"ref": 3} for the collection used again) so that the test can
# rebuild the same values, sharing included.
#   ruby scripts/gen-ruby-yaml-cases.rb
require 'json'
require 'yaml'
out = File.expand_path('../test/conformance/functions/yaml-expected.json', __dir__)

PIECES = ['a', 'b', 'word', 'true', 'True', 'false', 'yes', 'no', 'on', 'off', 'null', 'Null', '~', 'y', 'n', 'Y', '1', '0', '08', '0o7',
          '0x1F', '0b1', '0b', '0x', '_', '1_000', '1,000', '1.0', '.5', '1e5', '1.5e+3', '12:30', '12:30:45', '2001-02-03', '2001-02-30',
          '2001-02-03 04:05:06', '2001-02-03T04:05:06Z', '.inf', '-.inf', '.nan', ':sym', ':', ' ', '  ', ': ', ' #', '#', '-', '- ',
          '?', '? ', "'", '"', "\n", "\n\n", "\t", "\r", 'é', 'ü', '中文', "\u{1F600}", "\u0085", "\u2028", "\u00a0", "\ufeff",
          "\u0007", "\u001b", '<<', '---', '...', '|', '>', '%', '@', '`', '!', '&', '*', '[', ']', '{', '}', ',', '\\', '=', '/',
          'lorem ipsum dolor sit amet', 'consectetur adipiscing elit sed do eiusmod tempor'].freeze

rng = Random.new(20_241_124)
def pick(rng, xs) = xs[rng.rand(xs.size)]

def random_string(rng)
  return '' if rng.rand(20).zero?
  n = rng.rand(8).zero? ? 8 + rng.rand(40) : 1 + rng.rand(4)
  Array.new(n) { pick(rng, PIECES) }.join(rng.rand(3).zero? ? ' ' : '')
end

def random_float(rng)
  pick(rng, [0.0, -0.0, 1.5, -2.25, 100.0, 1e20, 1.0e-5, 3.14159, 2.5e15, 1e16, 123456789.125, Float::INFINITY, -Float::INFINITY])
end

# Returns [ruby value, tagged JSON]; `shared` holds the collections completed so far, for reuse
# (Puppet's values are never cyclic).
def random_value(rng, depth, shared)
  if depth > 0 && !shared.empty? && rng.rand(8).zero?
    id = rng.rand(shared.size)
    return [shared[id], { 'ref' => id }]
  end
  kind = depth >= 4 ? rng.rand(6) : rng.rand(8)
  case kind
  when 0, 1, 2 then s = random_string(rng); [s, s]
  when 3 then i = pick(rng, [0, 1, -1, 42, 2**40, -(2**62), 7]); [i, { 'i' => i.to_s }]
  when 4 then f = random_float(rng); [f, { 'f' => f.to_s }]
  when 5 then v = pick(rng, [nil, true, false]); [v, v]
  when 6
    a = []
    tagged = { 'a' => [] }
    (rng.rand(5)).times do
      v, t = random_value(rng, depth + 1, shared)
      a << v
      tagged['a'] << t
    end
    tagged['id'] = shared.size
    shared << a
    [a, tagged]
  else
    h = {}
    tagged = { 'h' => [] }
    (rng.rand(5)).times do
      k, kt = rng.rand(6).zero? ? random_value(rng, depth + 1, shared) : (s = random_string(rng); [s, s])
      next if h.key?(k)
      v, vt = random_value(rng, depth + 1, shared)
      h[k] = v
      tagged['h'] << [kt, vt]
    end
    tagged['id'] = shared.size
    shared << h
    [h, tagged]
  end
end

OPTIONS = [{}, {}, {}, { line_width: -1 }, { line_width: 0 }, { line_width: 20 }, { line_width: 40 }, { line_width: 120 },
           { indentation: 4 }, { indentation: 3, line_width: 30 }, { indentation: 1 }, { header: true }, { canonical: true }].freeze

cases = Array.new(2000) do
  data, tagged = random_value(rng, 0, [])
  options = pick(rng, OPTIONS)
  c = { 'data' => tagged, 'options' => options.transform_keys(&:to_s) }
  begin
    c['yaml'] = data.to_yaml(options)
  rescue StandardError => e
    c['error'] = e.message
  end
  c
end
File.write(out, "[\n" + cases.map { |c| JSON.generate(c) }.join(",\n") + "\n]\n")
puts "yaml: #{cases.size} cases (ruby #{RUBY_VERSION}, psych #{Psych::VERSION}, libyaml #{Psych::LIBYAML_VERSION})"
