# This file was automatically generated on 2026-11-24 07:04:47 +0000.
# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'svc_pair',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'left', true),

    Puppet::Resource::Param(Any, 'right', true),

    Puppet::Resource::Param(Any, 'note')
  ],
  {
    /^(\S+)@(\S+)$/ => ['left', 'right']
  },
  true,
  false)
