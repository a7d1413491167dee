node 'cmp01.example.com' {
  package { 'libvirt': ensure => present }
  package { 'nova-common': ensure => present, name => 'openstack-nova-common' }
  include ceilometer
  include ceilometer::agent::service_credentials
  include ceilometer::agent::polling
}
