# This file was automatically generated on 2026-11-22 12:48:08 +0000.
# Use the 'puppet generate types' command to regenerate this file.

# One setting of nova.conf, titled "section/setting".
Puppet::Resource::ResourceType3.new(
  'nova_config',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    # The value of the setting.
    Puppet::Resource::Param(Any, 'value')
  ],
  [
    # Section and setting name, "section/setting".
    # 
    # Values can match `/\S+\/\S+/`.
    Puppet::Resource::Param(Pattern[/\S+\/\S+/], 'name', true),

    # Whether to hide the value in logs.
    # 
    # Valid values are `true`, `false`.
    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'secret'),

    # A value that is treated as absent.
    Puppet::Resource::Param(Any, 'ensure_absent_val')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
