stage { 'early': before => Stage['main'] }
stage { 'late': require => Stage['main'] }

class app::params {
  $base      = '/opt/app'
  $listen    = $facts['os']['family'] ? { 'RedHat' => '0.0.0.0', default => '127.0.0.1' }
  $packages  = ['git', 'tar', 'unzip']
}
class app (
  String $version = '2.1.0',
  Hash $settings  = {},
) inherits app::params {
  $defaults = { 'server' => { 'listen' => $listen, 'port' => 8080 }, 'log' => { 'level' => 'info' } }
  $config = deep_merge($defaults, $settings)
  file { "${base}/config.json":
    ensure  => file,
    content => to_json_pretty($config),
  }
  file { "${base}/config.yaml":
    ensure  => file,
    content => to_yaml($config),
  }
  archive { "/tmp/app-${version}.tar.gz":
    source       => "https://releases.example.com/app/app-${version}.tar.gz",
    extract      => true,
    extract_path => $base,
    creates      => "${base}/app-${version}",
    cleanup      => true,
    checksum     => 'f2ca1bb6c7e907d06dafe4687e579fce76b37e4e93b7605022da52e6ccc26fd2',
    checksum_type => 'sha256',
    user         => 'app',
    group        => 'app',
  }
  vcsrepo { "${base}/plugins":
    ensure   => latest,
    provider => git,
    source   => { 'origin' => 'https://git.example.com/app/plugins.git', 'mirror' => 'https://mirror.example.com/plugins.git' },
    revision => 'main',
    user     => 'app',
    trust_server_cert => true,
  }
  vcsrepo { "${base}/legacy":
    ensure   => present,
    provider => svn,
    source   => 'svn://svn.example.com/legacy/trunk',
    revision => '1234',
    basic_auth_username => 'ci',
    basic_auth_password => 'svn-pass',
  }
}
class repos {
  yumrepo { 'app': baseurl => 'https://repo.example.com/app/el8', gpgcheck => 1, enabled => 1, descr => 'App' }
}
class cleanup {
  exec { 'purge old releases': command => "/usr/bin/find /opt/app -maxdepth 1 -name 'app-*' -mtime +30 -exec rm -rf {} +", refreshonly => true }
}
define app::vhost (Hash $locations = {}, Integer $port = 80) {
  $locations.each |String $path, Hash $opts| {
    concat::fragment { "${title}-${path}":
      target  => '/etc/app/vhosts.conf',
      content => "location ${path} { proxy_pass ${opts['backend']}; } # ${title}:${port}\n",
      order   => pick($opts['order'], '50'),
    }
  }
}

node 'app08.example.com' {
  class { 'repos': stage => 'early' }
  class { 'cleanup': stage => 'late' }
  class { 'app': settings => { 'log' => { 'level' => 'debug', 'file' => '/var/log/app.log' }, 'features' => ['a', 'b'] } }

  @user { ['alice', 'bob', 'carol']: ensure => present, managehome => true, tag => 'staff' }
  @user { 'app': ensure => present, system => true, tag => ['service'] }
  @package { ['vim-enhanced', 'tmux', 'strace']: ensure => installed, tag => 'tools' }
  User <| tag == 'staff' |> { shell => '/bin/zsh', groups => ['wheel'] }
  User <| title == 'app' |>
  Package <| tag == 'tools' and title != 'strace' |>
  ensure_packages($app::params::packages, { 'ensure' => 'present' })

  @@host { $facts['networking']['fqdn']: ip => $facts['networking']['ip'], host_aliases => [$facts['networking']['hostname']], tag => 'cluster' }
  Host <<| tag == 'cluster' |>>

  concat { '/etc/app/vhosts.conf': ensure_newline => true, warn => true, order => 'numeric' }
  @@concat::fragment { "export-${facts['networking']['hostname']}":
    target  => '/etc/app/vhosts.conf',
    content => "# exported by ${facts['networking']['hostname']}\n",
    order   => '01',
    tag     => 'vhosts',
  }
  Concat::Fragment <<| tag == 'vhosts' |>>
  app::vhost { 'main': locations => { '/' => { 'backend' => 'http://127.0.0.1:8080' }, '/api' => { 'backend' => 'http://127.0.0.1:9000', 'order' => '20' } }, port => 443 }

  Package <| tag == 'tools' |> -> User <| tag == 'staff' |>
  Yumrepo['app'] -> Package <| |>

  $servers = fqdn_rotate(['ntp1.example.com', 'ntp2.example.com', 'ntp3.example.com'])
  $splay   = seeded_rand(3600, 'backup')
  $in_net  = stdlib::ip_in_range($facts['networking']['ip'], '192.0.2.0/24')
  $pairs   = join_keys_to_values({ 'a' => 1, 'b' => [2, 3] }, '=')
  notify { 'derived':
    message => {
      'servers' => $servers,
      'splay'   => $splay,
      'in_net'  => $in_net,
      'ext'     => stdlib::extname('/tmp/app.tar.gz'),
      'pairs'   => $pairs,
      'prefixed' => prefix(['a', 'b'], 'p-'),
      'suffixed' => suffix(['a', 'b'], '.conf'),
      'zipped'  => zip([1, 2, 3], ['x', 'y', 'z']),
      'union'   => union(['a', 'b'], ['b', 'c']),
      'inter'   => intersection(['a', 'b', 'c'], ['b', 'c', 'd']),
      'range'   => range('host01', 'host04'),
      'merged'  => merge({ 'a' => 1 }, { 'b' => 2 }, { 'a' => 3 }),
    },
  }
}
