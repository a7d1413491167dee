node 'misc01.example.com' {
  class { 'elasticsearch': manage_repo => false, version => '7.17.9', config => { 'cluster.name' => 'logs' }, api_protocol => 'https', api_host => 'es.example.com', api_basic_auth_username => 'elastic', api_basic_auth_password => 'es-secret', validate_tls => false }
  elasticsearch::ilm_policy { 'logs-30d':
    content => { 'policy' => { 'phases' => { 'hot' => { 'actions' => { 'rollover' => { 'max_size' => '50gb', 'max_age' => '1d' } } }, 'delete' => { 'min_age' => '30d', 'actions' => { 'delete' => {} } } } } },
  }
  elasticsearch::ilm_policy { 'metrics':
    source => 'puppet:///modules/site/metrics-ilm.json',
    api_timeout => 30,
  }
  elasticsearch::ilm_policy { 'old': ensure => absent }
  elasticsearch::index { 'audit-2024':
    settings => { 'index' => { 'number_of_shards' => 3, 'number_of_replicas' => 1, 'lifecycle' => { 'name' => 'logs-30d' } } },
  }
  elasticsearch::index { 'scratch': ensure => absent, api_port => 9201 }

  physical_volume { '/dev/sdz': ensure => present }
  lvm::physical_volume { '/dev/sdb': ensure => present, force => true }
  lvm::physical_volume { '/dev/sdc': unless_vg => 'vgdata' }
  lvm::volume { 'lvbackup':
    ensure       => present,
    pv           => '/dev/sdb',
    vg           => 'vgbackup',
    fstype       => 'ext4',
    size         => '200G',
  }
  lvm::volume { 'lvscratch':
    ensure       => present,
    pv           => '/dev/sdc',
    vg           => 'vgscratch',
    fstype       => 'xfs',
    initial_size => '10G',
    extents      => '100%FREE',
  }

  class { 'vcsrepo::manage::git': package_ensure => 'latest' }
  class { 'vcsrepo::manage::svn': package_name => 'subversion' }

  archive::download { '/opt/tools/helm.tar.gz':
    url          => 'https://get.helm.sh/helm-v3.14.0-linux-amd64.tar.gz',
    digest_url   => 'https://get.helm.sh/helm-v3.14.0-linux-amd64.tar.gz.sha256sum',
    digest_type  => 'sha256',
    proxy_server => 'http://proxy.example.com:3128',
    allow_insecure => false,
  }
  archive::download { '/opt/tools/jq':
    url           => 'https://github.com/jqlang/jq/releases/download/jq-1.7.1/jq-linux-amd64',
    digest_string => 'a5b4c8f6d2e1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281',
    digest_type   => 'sha256',
    headers       => ['X-Token: abc'],
  }

  java::adopt { 'jdk17':
    ensure        => 'present',
    version       => '17',
    version_major => '17.0.10',
    version_minor => '7',
    java          => 'jdk',
    basedir       => '/usr/lib/jvm',
    manage_symlink => true,
    symlink_name  => 'java-17',
  }
  java::adopt { 'jre11':
    ensure        => 'present',
    version       => '11',
    version_major => '11.0.22',
    version_minor => '7',
    java          => 'jre',
    package_type  => 'tar.gz',
    url           => 'https://mirror.example.com/adopt/OpenJDK11U-jre_x64_linux_hotspot_11.0.22_7.tar.gz',
  }

  class { 'sudo': purge => false, config_file_replace => false }
  class { 'sudo::allow':
    add_users      => ['alice', 'bob'],
    add_groups     => ['wheel', 'ops'],
  }

  class { 'dhcp::disable': }
  class { 'openvpn': manage_service => true }
  class { 'openvpn::service': }

  class { 'rabbitmq': repos_ensure => true, manage_python => false, delete_guest_user => true, admin_enable => false }
}
