# This file was automatically generated on 2026-11-24 07:04:47 +0000.
# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'svc_endpoint',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'url')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'region', true),

    Puppet::Resource::Param(Any, 'kind', true)
  ],
  {
    /^([^\/]+)\/(.+)::(.+)$/ => ['region', 'name', 'kind'],
    /^(.+)::(.+)$/ => ['name', 'kind'],
    /^([^:\/]+)$/ => ['name']
  },
  true,
  false)
