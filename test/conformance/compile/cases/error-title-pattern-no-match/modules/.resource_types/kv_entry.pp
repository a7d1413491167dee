# This file was automatically generated on 2026-11-24 07:16:47 +0000.
# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'kv_entry',
  [
    Puppet::Resource::Param(Any, 'value')
  ],
  [
    Puppet::Resource::Param(Any, 'key', true)
  ],
  {
    /\A(\w+)=/ => ['key']
  },
  true,
  false)
