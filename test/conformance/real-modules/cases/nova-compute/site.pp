node /^cmp\d+\.example\.com$/ {
  include nova
  include nova::db
  include nova::logging
  include nova::keystone::authtoken
  include nova::placement
  include nova::cinder
  include nova::compute
  include nova::compute::libvirt
  include nova::compute::libvirt::services
  include nova::migration::libvirt
}
