#!/usr/bin/ruby
# Regenerates src/puppet/values/onigmo-word.json from the installed Ruby (the one Debian's Puppet 7
# runs): the code points Onigmo's \b and \B take for word characters on a UTF-8 string, as ranges.
# They are not \w's (ASCII only in Ruby) but Unicode's letters, marks, numbers and connector
# punctuation of Ruby's Unicode version. Never edit the JSON by hand.
#   /usr/bin/ruby scripts/gen-onigmo-word.rb
require 'json'
ranges = []
(0..0x10FFFF).each do |cp|
  next if cp.between?(0xD800, 0xDFFF)
  # At the text's start \b holds exactly when the first character is a word character.
  next unless /\A\b/.match?(cp.chr(Encoding::UTF_8))
  if ranges.last && ranges.last[1] == cp - 1 then ranges.last[1] = cp else ranges << [cp, cp] end
end
out = { 'ruby' => RUBY_VERSION, 'unicode' => RbConfig::CONFIG['UNICODE_VERSION'], 'ranges' => ranges }
path = File.expand_path('../src/puppet/values/onigmo-word.json', __dir__)
File.write(path, JSON.generate(out) + "\n")
puts "onigmo word: #{ranges.size} ranges (ruby #{RUBY_VERSION}, unicode #{out['unicode']})"
