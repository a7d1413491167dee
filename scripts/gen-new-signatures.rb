#!/usr/bin/ruby
# Regenerates src/puppet/values/types/new-signatures.json from the installed Puppet 7 (Debian's `puppet`).
#   /usr/bin/ruby scripts/gen-new-signatures.rb > src/puppet/values/types/new-signatures.json
# The parameter lists of each type's `new` function (its dispatches, in order): Init[T] matches a
# value by them (PInitType#assert_initialized), so overcat reads them from Puppet rather than
# restating each type's conversion signature. A list is its [min, max] argument count and its
# parameter types, local aliases (Convertible, Radix...) written out as what they stand for.
# Never edit the JSON by hand.
require 'puppet'
require 'json'
require 'tmpdir'

# Writes a local alias as the type it stands for, so that the text parses without the function's
# own alias definitions; Puppet's built-in aliases (Data, RichData...) keep their names.
class ExpandingFormatter < Puppet::Pops::Types::TypeFormatter
  def string_PTypeAliasType(t)
    if Puppet::Pops::Loader::StaticLoader::BUILTIN_ALIASES.include?(t.name)
      @bld << t.name
    else
      append_string(t.resolved_type)
    end
  end
end

TYPES = %w[Integer Float Numeric String Boolean Array Hash Tuple Struct Regexp Sensitive Timespan
           Timestamp SemVer SemVerRange Binary Type Deferred Error URI].freeze

Dir.mktmpdir do |dir|
  Puppet.initialize_settings(['--confdir', dir, '--vardir', dir, '--codedir', dir, '--logdir', dir, '--rundir', dir])
  loaders = Puppet::Pops::Loaders.new(Puppet::Node::Environment.create(:oracle, []))
  Puppet.override(loaders: loaders) do
    out = { 'puppet_version' => Puppet.version, 'types' => {} }
    TYPES.each do |name|
      f = Puppet::Pops::Types::TypeParser.singleton.parse(name).new_function
      out['types'][name] = f.dispatcher.signatures.map do |sig|
        tuple = sig.type.param_types
        min, max = tuple.size_range
        { 'min' => min, 'max' => max == Float::INFINITY ? nil : max,
          'params' => tuple.types.map { |t| ExpandingFormatter.new.string(t) } }
      end
    end
    puts JSON.pretty_generate(out)
  end
end
