node 'gw01.example.com' {
  include ssh
  ssh::server::config::setting { 'banner':
    key   => 'Banner',
    value => '/etc/issue.net',
  }
  @@sshkey { 'peer.example.com':
    ensure => present,
    type   => 'ssh-ed25519',
    key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIPeer',
    tag    => 'hostkey_all',
  }
}
