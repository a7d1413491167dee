node 'prov01.example.com' {
  include ironic
  include ironic::pxe
  include ironic::inspector
  include ironic::inspector::db
  include ironic::inspector::logging
  include ironic::inspector::authtoken
  include ironic::inspector::ironic
  include ironic::inspector::swift
  include ironic::inspector::pxe_filter
  include ironic::inspector::pxe_filter::dnsmasq
  include ironic::keystone::auth_inspector
}
