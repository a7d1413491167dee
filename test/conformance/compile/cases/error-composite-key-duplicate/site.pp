# Two titles that give the same composite key (region, name, kind) are one resource to Puppet.
svc_endpoint { 'RegionOne/nova::compute': }
svc_endpoint { 'nova': region => 'RegionOne', kind => 'compute' }
