# The parameters of inifile 6.2's ini_setting type this case uses, as `puppet generate types`
# writes them: Puppet loads the real type from the module path; overcat reads this.
Puppet::Resource::ResourceType3.new(
  'ini_setting',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),
    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),
    Puppet::Resource::Param(Any, 'section'),
    Puppet::Resource::Param(Any, 'setting'),
    Puppet::Resource::Param(Any, 'path'),
    Puppet::Resource::Param(Any, 'key_val_separator'),
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
