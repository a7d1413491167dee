# Writes test/conformance/functions/random-expected.json: Ruby's `Random.new(seed).rand(max)` (what
# Puppet's fqdn_rand draws) for seeds of one to five 32-bit words (MD5 digests among them, and
# seeds whose top word is 1, which Ruby drops) and limits below and above 2^32.
#   ruby scripts/gen-ruby-random-cases.rb
require 'digest/md5'
require 'json'
out = File.expand_path('../test/conformance/functions/random-expected.json', __dir__)
seeds = [0, 1, 5, 2**32 - 1, 2**32, 2**32 + 5, 2**64 + 7, 2**95 + 3, 123456789012345678901234567890, 2**160 - 1]
seeds += (1..30).map { |i| Digest::MD5.hexdigest("n#{i}.example.com:30:").hex }
limits = [1, 2, 3, 30, 60, 1000, 65536, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 5_000_000_000, 2**62, 2**63 - 1]
cases = seeds.each_with_index.flat_map do |seed, i|
  limits.rotate(i).first(5).map { |max| { 'seed' => seed.to_s, 'max' => max.to_s, 'value' => Random.new(seed).rand(max).to_s } }
end
File.write(out, "[\n" + cases.map { |c| JSON.generate(c) }.join(",\n") + "\n]\n")
puts "random: #{cases.size} cases (ruby #{RUBY_VERSION})"
