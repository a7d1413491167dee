node 'node-4.domain.tld' {
  class { 'osnailyfacter::ssh':
    ports          => ['22', '2222'],
    permit_root    => 'without-password',
    listen_address => ['192.168.0.6', '10.20.0.6'],
    accept_env     => ['LANG', 'LC_*', 'XMODIFIERS'],
  }
  class { 'osnailyfacter::resolvconf':
    management_vip => '192.168.0.2',
  }
}
