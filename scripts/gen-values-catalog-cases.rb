# Writes test/conformance/values/catalog-expected.json: for every Puppet expression of
# catalog-cases.json, the JSON Puppet 7.23 writes for it as a resource parameter value, in the
# rich_data_json form (`puppet catalog compile`'s default) and the plain `json` form. Each value
# is compiled inside a one-element array (`message => [expr]`), so undef and Sensitive at the
# top of a parameter — the catalog's business — do not take part. One compile for all cases.
#   ruby scripts/gen-values-catalog-cases.rb
require 'json'
require 'puppet'
require 'tmpdir'

dir = File.expand_path('../test/conformance/values', __dir__)
cases = JSON.parse(File.read(File.join(dir, 'catalog-cases.json')))
expected = {}
Dir.mktmpdir('overcat-values') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  Puppet[:code] = cases.each_with_index.map { |expr, i| "notify { 'c#{i}': message => [#{expr}] }" }.join("\n")
  catalog = Puppet::Parser::Compiler.compile(Puppet::Node.new('oracle'))
  { 'rich' => true, 'plain' => false }.each do |form, rich|
    Puppet.override(rich_data: rich) do
      catalog.to_data_hash['resources'].each do |r|
        next unless r['type'] == 'Notify'
        expr = cases[r['title'].delete_prefix('c').to_i]
        (expected[expr] ||= {})[form] = JSON.generate(r['parameters']['message'][0])
      end
    end
  end
end
File.write(File.join(dir, 'catalog-expected.json'), JSON.pretty_generate(expected) + "\n")
puts "values catalog: #{expected.size} cases (puppet #{Puppet.version})"
