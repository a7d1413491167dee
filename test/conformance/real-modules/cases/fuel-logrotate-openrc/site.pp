node 'node-2.domain.tld' {
  class { 'openstack::logrotate':
    role     => 'client',
    rotation => 'daily',
    keep     => '7',
    minsize  => '1M',
    maxsize  => '50M',
    debug    => false,
  }
  class { 'openstack::checksum_udp': }
  class { 'openstack::apparmor::disable': }
  class { 'osnailyfacter::acpid': }
  class { 'osnailyfacter::auth_file': admin_password => 'p@ss"word', controller_node => '192.168.0.2', auth_url => 'https://public.example.com:5000/v3', murano_repo_url => 'http://storage.apps.openstack.org', cacert => '/etc/ssl/certs/ca.pem', murano_glare_plugin => true }
}
