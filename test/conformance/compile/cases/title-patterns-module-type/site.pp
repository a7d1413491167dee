# The catalog shows what a Ruby type's title patterns take from the title (overcat reads them
# from modules/.resource_types, written by `puppet generate types`); given parameters win.
svc_endpoint { 'RegionOne/nova::compute': url => 'http://n' }
svc_endpoint { 'glance::image': kind => 'other' }
svc_endpoint { 'keystone': }
svc_pair { 'admin@member': }
svc_pair { 'reader@x': right => 'y', note => 'n' }
create_resources('svc_pair', { 'a@b' => {} })
