#!/usr/bin/ruby
# Regenerates src/puppet/values/ruby-zones.json from the installed Ruby (the one Debian's Puppet 7
# runs): the zone names Ruby's date library knows (date_zone_to_diff's table: abbreviations,
# military letters, and region names that take "standard time"/"daylight time"), each with its
# offset in seconds east of UTC. The candidate names are the words found in the date extension's
# binary; each is kept only when DateTime._strptime(name, '%z') reads it whole. Never edit the
# JSON by hand.
#   /usr/bin/ruby scripts/gen-ruby-zones.rb
require 'date'
require 'json'
so = $LOADED_FEATURES.grep(/date_core/).first or abort 'date_core not loaded'
zones = {}
File.binread(so).scan(/[a-z][a-z. ]{0,40}/).map(&:strip).uniq.sort.each do |w|
  next if w.empty?
  # A name of several words is only read with the "standard time" suffix, which Ruby strips.
  text = w.match?(/[ .]/) ? "#{w} standard time" : w
  h = DateTime._strptime(text, '%z')
  next unless h && h[:offset].is_a?(Integer) && !h.key?(:leftover) && h[:zone] == text
  zones[w] = h[:offset]
end
path = File.expand_path('../src/puppet/values/ruby-zones.json', __dir__)
File.write(path, JSON.generate({ 'ruby' => RUBY_VERSION, 'zones' => zones }) + "\n")
puts "ruby zones: #{zones.size} names (ruby #{RUBY_VERSION})"
