node 'edge24.example.com' {
  concat { '/etc/app/settings.json':
    format         => 'json-pretty',
    owner          => 'root',
    group          => 0,
    mode           => '0640',
    backup         => false,
    show_diff      => false,
    validate_cmd   => '/usr/bin/jq . %',
  }
  concat::fragment { 'settings-a': target => '/etc/app/settings.json', content => to_json({ 'a' => 1, 'nested' => { 'x' => [1, 2] } }), order => 1 }
  concat::fragment { 'settings-b': target => '/etc/app/settings.json', content => to_json({ 'b' => true }), order => 2 }
  concat { '/etc/app/list.yaml':
    format => 'yaml',
    warn   => '# managed by puppet',
  }
  concat::fragment { 'list-1': target => '/etc/app/list.yaml', content => "- one\n", order => '05' }
  concat::fragment { 'list-2': target => '/etc/app/list.yaml', source => ['puppet:///modules/app/missing', 'file:///etc/hostname'], order => '10' }
  concat { 'numeric-ordered':
    path           => '/etc/app/numeric.conf',
    order          => 'numeric',
    ensure_newline => true,
    force          => true,
    selinux_ignore_defaults => true,
    seltype        => 'etc_t',
    create_empty_file => false,
    warn           => true,
  }
  [100, 2, 10].each |$n| {
    concat::fragment { "numeric-${n}": target => 'numeric-ordered', content => "line ${n}", order => $n }
  }
  concat::fragment { 'numeric-secret': target => 'numeric-ordered', content => Sensitive('secret=1'), order => 50 }
  concat::fragment { 'numeric-deferred': target => 'numeric-ordered', content => Deferred('sprintf', ['deferred=%s', 'x']), order => 60 }
  concat { '/etc/app/array.json': format => 'json-array-pretty' }
  concat::fragment { 'array-1': target => '/etc/app/array.json', content => '[1, 2]' }
  concat { '/etc/app/old.conf': ensure => absent }

  class { 'apt':
    update => { 'frequency' => 'weekly', 'loglevel' => 'debug', 'timeout' => 120 },
    purge  => { 'sources.list.d' => false },
    manage_auth_conf => true,
    auth_conf_entries => [{ 'machine' => 'apt.example.com', 'login' => 'user', 'password' => 'pass' }],
  }
  apt::setting { 'list-internal-deb822':
    content => "Types: deb\nURIs: https://apt.example.com/ubuntu\nSuites: noble\nComponents: main\n",
  }
  apt::ppa { 'ppa:deadsnakes/ppa': options => ['-y'], package_manage => true }
  apt::pin { 'origin-internal': origin => 'apt.example.com', priority => 700, packages => ['app', 'app-tools'] }
  apt::pin { 'codename-noble-updates': codename => 'noble-updates', priority => 500 }
  apt::mark { 'app': setting => 'manual' }
  apt::mark { 'linux-generic': setting => 'hold' }
  apt::source { 'old-repo': ensure => absent, location => 'http://old.example.com/ubuntu' }
  apt::source { 'internal':
    location      => 'https://apt.example.com/ubuntu',
    repos         => 'main extra',
    architecture  => 'amd64,arm64',
    allow_unsigned => false,
    include       => { 'deb' => true, 'src' => false },
    check_valid_until => false,
    notify_update => false,
  }
}
