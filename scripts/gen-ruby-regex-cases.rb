# Writes test/conformance/ruby-regex/expected.json: for every pattern of cases.json, what Ruby's
# Regexp.new (the compiler Puppet's parser uses for /regex/ literals) says: null when it compiles,
# else its message up to the first ': '.
#   ruby scripts/gen-ruby-regex-cases.rb
require 'json'
dir = File.expand_path('../test/conformance/ruby-regex', __dir__)
expected = {}
JSON.parse(File.read(File.join(dir, 'cases.json'))).each do |pattern|
  $stderr.reopen(File::NULL) # Ruby's warnings about odd but valid classes are not verdicts
  expected[pattern] = begin
    Regexp.new(pattern)
    nil
  rescue RegexpError => e
    e.message.split(': ').first
  end
end
File.write(File.join(dir, 'expected.json'), JSON.pretty_generate(expected) + "\n")
puts "ruby-regex: #{expected.size} patterns, #{expected.values.compact.size} refused (ruby #{RUBY_VERSION})"
