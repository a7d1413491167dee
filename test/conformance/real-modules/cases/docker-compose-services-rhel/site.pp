node 'dock01.example.com' {
  class { 'docker':
    version            => '26.1.3',
    log_driver         => 'journald',
    log_opt            => ['tag={{.Name}}'],
    storage_driver     => 'overlay2',
    dns                => ['192.0.2.53'],
    extra_parameters   => ['--live-restore'],
    tcp_bind           => ['tcp://127.0.0.1:2375'],
    ip_forward         => true,
    iptables           => true,
    docker_users       => ['deploy'],
    registry_mirror    => ['https://mirror.example.com'],
    proxy              => 'http://proxy.example.com:3128',
    no_proxy           => 'localhost,127.0.0.1,.example.com',
  }
  class { 'docker::compose': ensure => present, version => '2.27.0' }
  docker::image { 'nginx': image_tag => '1.27-alpine' }
  docker::image { 'registry.example.com/app/api': image_tag => '2.4.1', docker_tar => undef }
  docker::run { 'api':
    image                  => 'registry.example.com/app/api:2.4.1',
    ports                  => ['8080:8080', '127.0.0.1:9090:9090'],
    expose                 => ['8080'],
    volumes                => ['/srv/api/data:/data', 'api-cache:/cache'],
    env                    => ['APP_ENV=production', 'LOG_LEVEL=info'],
    labels                 => ['team=platform'],
    dns                    => ['192.0.2.53'],
    memory_limit           => '512m',
    health_check_cmd       => 'curl -f http://localhost:8080/health',
    health_check_interval  => 30,
    restart_on_unhealthy   => true,
    extra_parameters       => ['--ulimit nofile=65536:65536'],
    depends                => ['cache'],
    pull_on_start          => true,
    extra_systemd_parameters => { 'TimeoutStartSec' => '300' },
    hostentries            => ['db.internal:10.0.0.30'],
  }
  docker::run { 'cache':
    image   => 'redis:7',
    command => 'redis-server --appendonly yes',
    restart => 'always',
    net     => 'backend',
  }
  class { 'docker::volumes': volumes => { 'api-cache' => { 'ensure' => 'present', 'driver' => 'local', 'options' => ['type=tmpfs', 'device=tmpfs'] } } }
  class { 'docker::networks': networks => { 'backend' => { 'ensure' => 'present', 'driver' => 'bridge', 'subnet' => '172.30.0.0/16', 'gateway' => '172.30.0.1' } } }
  docker::exec { 'warm-cache': container => 'cache', command => 'redis-cli ping', tty => false, unless => 'false', refreshonly => true }
  docker::registry { 'registry.example.com': username => 'ci', password => 'ci-pass', local_user => 'deploy' }
  docker::plugin { 'vieux/sshfs': enabled => true, settings => ['DEBUG=1'], grant_all_permissions => true }
}
