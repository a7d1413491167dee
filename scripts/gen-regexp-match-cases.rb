# Writes test/conformance/values/regexp-expected.json: for each [pattern, subject] pair of
# regexp-cases.json, what Ruby's Regexp (the engine Puppet's =~, case, selectors and Pattern types
# run) matches: the captures of the first match ($0, $1, ...; unmatched groups null), or null;
# and the subject split at the pattern (String#split, which Puppet's split function runs).
#   ruby scripts/gen-regexp-match-cases.rb
require 'json'
dir = File.expand_path('../test/conformance/values', __dir__)
cases = JSON.parse(File.read(File.join(dir, 'regexp-cases.json')))
$stderr.reopen(File::NULL) # Ruby's warnings about odd but valid patterns are not verdicts
expected = cases.map do |pattern, subject|
  re = Regexp.new(pattern)
  m = re.match(subject)
  { 'pattern' => pattern, 'subject' => subject, 'captures' => m && m.to_a, 'split' => subject.split(re) }
end
File.write(File.join(dir, 'regexp-expected.json'), JSON.pretty_generate(expected) + "\n")
puts "regexp matches: #{expected.size} cases (ruby #{RUBY_VERSION})"
