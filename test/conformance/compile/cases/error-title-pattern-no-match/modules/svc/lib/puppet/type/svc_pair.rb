# A type without `name`: two namevars, both from the title (`LEFT@RIGHT`).
Puppet::Type.newtype(:svc_pair) do
  newparam(:left, namevar: true)
  newparam(:right, namevar: true)
  newparam(:note)

  def self.title_patterns
    [[%r{^(\S+)@(\S+)$}, [[:left], [:right]]]]
  end
end
