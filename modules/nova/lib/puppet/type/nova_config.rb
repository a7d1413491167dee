# nova.conf settings as resources, titled "section/setting" (like puppet-nova's nova_config).
Puppet::Type.newtype(:nova_config) do
  @doc = 'One setting of nova.conf, titled "section/setting".'

  ensurable do
    defaultvalues
    defaultto :present
  end

  newparam(:name, namevar: true) do
    desc 'Section and setting name, "section/setting".'
    newvalues(%r{\S+/\S+})
  end

  newproperty(:value) do
    desc 'The value of the setting.'
    munge { |v| v.to_s.strip }
  end

  newparam(:secret, boolean: true) do
    desc 'Whether to hide the value in logs.'
    newvalues(:true, :false)
    defaultto false
  end

  newparam(:ensure_absent_val) do
    desc 'A value that is treated as absent.'
    defaultto '<SERVICE DEFAULT>'
  end
end
