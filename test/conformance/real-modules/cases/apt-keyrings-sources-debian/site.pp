node 'pkg12.example.com' {
  class { 'apt':
    purge   => { 'sources.list' => true, 'sources.list.d' => true, 'preferences.d' => true },
    update  => { 'frequency' => 'daily', 'timeout' => 300, 'tries' => 3 },
    proxy   => { 'host' => 'proxy.example.com', 'port' => 3142, 'https' => false },
    sources => {
      'debian' => { 'location' => 'http://deb.debian.org/debian', 'release' => 'bookworm', 'repos' => 'main contrib non-free-firmware', 'include' => { 'src' => true } },
      'security' => { 'location' => 'http://security.debian.org/debian-security', 'release' => 'bookworm-security', 'repos' => 'main' },
    },
    pins    => { 'security' => { 'origin' => 'security.debian.org', 'priority' => 900 } },
    confs   => { 'no-recommends' => { 'content' => "APT::Install-Recommends \"false\";\n", 'priority' => 10 } },
  }
  apt::keyring { 'grafana.asc': source => 'https://apt.grafana.com/gpg.key' }
  apt::source { 'grafana':
    location => 'https://apt.grafana.com',
    release  => 'stable',
    repos    => 'main',
    keyring  => '/etc/apt/keyrings/grafana.asc',
    architecture => 'amd64',
    notify_update => true,
  }
  apt::source { 'postgresql':
    location => 'http://apt.postgresql.org/pub/repos/apt',
    release  => "${facts['os']['distro']['codename']}-pgdg",
    repos    => 'main',
    key      => { 'name' => 'postgresql.asc', 'source' => 'https://www.postgresql.org/media/keys/ACCC4CF8.asc' },
    pin      => { 'priority' => 600, 'originator' => 'apt.postgresql.org' },
  }
  apt::pin { 'hold-kernel': packages => 'linux-image-*', version => '6.1.0-26*', priority => 1001 }
  apt::pin { 'testing-low': release => 'testing', priority => -10, explanation => 'Keep testing out' }
  apt::conf { 'retries': content => "Acquire::Retries \"3\";\n", priority => 80 }
  apt::mark { 'postgresql-16': setting => 'hold' }
  class { 'apt::backports': location => 'http://deb.debian.org/debian', pin => 200 }
  apt::setting { 'conf-unattended': content => "APT::Periodic::Unattended-Upgrade \"1\";\n", priority => 20 }
}
