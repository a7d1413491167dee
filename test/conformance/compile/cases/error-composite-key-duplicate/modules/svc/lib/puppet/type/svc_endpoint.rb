# A type with a composite key for the title-pattern conformance case: `REGION/NAME::KIND`,
# `NAME::KIND` or `NAME` titles give region, name and kind.
Puppet::Type.newtype(:svc_endpoint) do
  ensurable

  newparam(:name, namevar: true)
  newparam(:region, namevar: true)
  newparam(:kind, namevar: true)
  newproperty(:url)

  def self.title_patterns
    [
      [%r{^([^/]+)/(.+)::(.+)$}, [[:region], [:name], [:kind]]],
      [%r{^(.+)::(.+)$}, [[:name], [:kind]]],
      [%r{^([^:/]+)$}, [[:name]]],
    ]
  end
end
