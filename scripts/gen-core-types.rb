#!/usr/bin/ruby
# Regenerates src/puppet/modulepath/core-types.json from the installed Puppet 7 (Debian's `puppet`).
#   /usr/bin/ruby scripts/gen-core-types.rb > src/puppet/modulepath/core-types.json
# Every built-in resource type with its properties, parameters, namevars, title patterns
# (each a Ruby regexp's to_s and the attributes its groups give), whether it is isomorphic when it is not, and the metaparameters; sorted so the output is deterministic. Never edit the JSON by hand.
require 'puppet'
require 'json'
require 'tmpdir'

Dir.mktmpdir do |dir|
  Puppet.initialize_settings(['--confdir', dir, '--vardir', dir, '--codedir', dir, '--logdir', dir, '--rundir', dir])
  Puppet::Type.loadall
  types = {}
  Puppet::Type.eachtype do |t|
    next if t.name == :component
    types[t.name.to_s] = entry = {
      'properties' => t.validproperties.map(&:to_s).sort,
      'parameters' => t.parameters.map(&:to_s).sort,
      'namevars' => t.key_attributes.map(&:to_s),
      'title_patterns' => t.title_patterns.map { |re, keys| { 'pattern' => re.to_s, 'attributes' => keys.map { |k| k[0].to_s } } },
    }
    # Only the exceptions (exec, tidy): the catalog gives them no uniqueness-key alias.
    entry['isomorphic'] = false unless t.isomorphic?
  end
  out = {
    'puppet_version' => Puppet.version,
    'metaparameters' => Puppet::Type.metaparams.map(&:to_s).sort,
    'types' => types.sort.to_h,
  }
  puts JSON.pretty_generate(out)
end
