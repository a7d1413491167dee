node 'dock01.example.com' {
  class { 'apt':
    purge  => { 'sources.list' => false, 'sources.list.d' => true, 'preferences.d' => true },
    update => { 'frequency' => 'daily' },
  }
  apt::source { 'puppetlabs':
    location => 'http://apt.puppetlabs.com',
    repos    => 'puppet7',
    key      => { 'name' => 'puppetlabs.gpg', 'source' => 'https://apt.puppetlabs.com/keyring.gpg' },
    include  => { 'src' => false, 'deb' => true },
  }
  apt::pin { 'puppet-agent':
    packages => 'puppet-agent',
    version  => '7.23.*',
    priority => 1001,
  }
  apt::pin { 'backports-low':
    release  => 'jammy-backports',
    priority => 100,
  }
  apt::setting { 'conf-proxy':
    priority => 1,
    content  => "Acquire::http::Proxy \"http://proxy.example.com:3128\";\n",
  }
  apt::ppa { 'ppa:deadsnakes/ppa': }
  class { 'apt::backports':
    pin => 200,
  }
  class { 'docker':
    version                     => '5:24.0.7-1~ubuntu.22.04~jammy',
    log_driver                  => 'journald',
    storage_driver              => 'overlay2',
    dns                         => ['192.0.2.53'],
    extra_parameters            => ['--live-restore'],
    docker_users                => ['deploy'],
  }
  docker::image { 'nginx':
    image_tag => '1.27-alpine',
  }
  docker::image { 'redis':
    image_tag => '7.2',
  }
  docker_network { 'appnet':
    ensure  => present,
    driver  => 'bridge',
    subnet  => '172.30.0.0/16',
    gateway => '172.30.0.1',
  }
  docker::run { 'cache':
    image            => 'redis:7.2',
    ports            => ['127.0.0.1:6379:6379'],
    volumes          => ['/srv/redis:/data'],
    net              => 'appnet',
    restart_service  => true,
    extra_parameters => ['--memory=512m'],
    env              => ['REDIS_ARGS=--appendonly yes'],
    require          => Docker_network['appnet'],
  }
}
