# A type whose only title pattern is `KEY=VALUE`: a title without `=` matches none.
Puppet::Type.newtype(:kv_entry) do
  newparam(:key, namevar: true)
  newproperty(:value)

  def self.title_patterns
    [[%r{\A(\w+)=}, [[:key]]]]
  end
end
