node 'ci01.example.com' {
  class { 'docker':
    version                   => '5:24.0.7-1~debian.12~bookworm',
    tcp_bind                  => ['tcp://0.0.0.0:2376'],
    socket_bind               => 'unix:///var/run/docker.sock',
    tls_enable                => true,
    tls_cacert                => '/etc/docker/tls/ca.pem',
    tls_cert                  => '/etc/docker/tls/cert.pem',
    tls_key                   => '/etc/docker/tls/key.pem',
    ip_forward                => true,
    ip_masq                   => true,
    ipv6                      => true,
    ipv6_cidr                 => 'fd00:dead:beef::/48',
    bip                       => '172.26.0.1/16',
    mtu                       => '1450',
    fixed_cidr                => '172.26.0.0/17',
    icc                       => false,
    log_level                 => 'warn',
    log_driver                => 'json-file',
    log_opt                   => ['max-size=50m', 'max-file=5'],
    storage_driver            => 'overlay2',
    labels                    => ['role=ci', 'zone=fra1'],
    dns                       => ['10.0.0.2', '10.0.0.3'],
    dns_search                => ['example.com'],
    extra_parameters          => ['--default-ulimit nofile=65536:65536'],
    shell_values              => ['--live-restore'],
    proxy                     => 'http://proxy.example.com:3128',
    no_proxy                  => 'localhost,127.0.0.1,.example.com',
    docker_users              => ['gitlab-runner', 'jenkins'],
    root_dir                  => '/srv/docker',
    socket_override           => true,
    service_after_override    => 'network-online.target',
    daemon_environment_files  => ['/etc/default/docker-extra'],
    registry_mirror           => ['https://mirror.example.com'],
  }
  class { 'docker::images':
    images => {
      'ubuntu'  => { 'image_tag' => '22.04' },
      'alpine'  => { 'image_tag' => '3.19', 'image_digest' => 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef' },
      'builder' => { 'docker_file' => '/srv/build/Dockerfile', 'image_tag' => 'local' },
    },
  }
  class { 'docker::plugins':
    plugins => {
      'vieux/sshfs' => { 'settings' => ['DEBUG=1'], 'plugin_alias' => 'sshfs', 'grant_all_permissions' => true },
    },
  }
  class { 'docker::registry_auth':
    registries => {
      'registry.example.com:5000' => { 'username' => 'ci', 'password' => 'secret', 'email' => 'ci@example.com' },
    },
  }
  class { 'docker::run_instance':
    instance => {
      'metrics' => { 'image' => 'prom/pushgateway:v1.6.2', 'ports' => ['9091:9091'], 'restart_service' => true },
    },
  }
  docker::run { 'app':
    image                     => 'registry.example.com:5000/app:1.2.3',
    command                   => '/app/bin/server --port 8000',
    memory_limit              => '512m',
    cpuset                    => ['0', '1'],
    ports                     => ['8000:8000'],
    expose                    => ['8000', '8001'],
    labels                    => ['traefik.enable=true', 'team=web'],
    volumes                   => ['/srv/app/data:/data', 'app-cache:/cache:rw'],
    links                     => ['db:database'],
    volumes_from              => ['app-data'],
    net                       => ['frontend', 'backend'],
    username                  => 'app',
    hostname                  => 'app.internal',
    env                       => ['RAILS_ENV=production', 'PORT=8000'],
    env_file                  => ['/etc/app/env'],
    dns                       => ['10.0.0.2'],
    dns_search                => ['internal'],
    hostentries               => ['db.internal:10.0.5.5', 'cache.internal:10.0.5.6'],
    privileged                => false,
    extra_parameters          => ['--ulimit nofile=8192:8192', '--cap-add NET_ADMIN'],
    systemd_restart           => 'always',
    extra_systemd_parameters  => { 'TimeoutStartSec' => '300', 'LimitNOFILE' => '8192' },
    pull_on_start             => true,
    after                     => ['db'],
    depends                   => ['db'],
    depend_services           => ['network-online.target'],
    before_start              => 'echo starting',
    before_stop               => 'echo stopping',
    after_start               => 'echo started',
    after_stop                => 'echo stopped',
    remove_container_on_start => true,
    remove_container_on_stop  => true,
    remove_volume_on_start    => false,
    remove_volume_on_stop     => true,
    stop_wait_time            => 30,
    syslog_identifier         => 'app',
    read_only                 => true,
    health_check_cmd          => 'curl -fs http://localhost:8000/health',
    health_check_interval     => 30,
    restart_on_unhealthy      => true,
    service_prefix            => 'container-',
    tty                       => true,
  }
  docker::run { 'db':
    image             => 'postgres:16',
    env               => ['POSTGRES_PASSWORD=secret'],
    volumes           => ['/srv/pg:/var/lib/postgresql/data'],
    restart           => 'unless-stopped',
    syslog_facility   => 'local3',
  }
  docker::run { 'oneshot':
    image                => 'busybox',
    command              => 'sh -c "date > /out/ts"',
    remain_after_exit    => 'yes',
    prepare_service_only => true,
    socket_connect       => ['tcp://127.0.0.1:2376'],
    custom_unless        => ['test -f /out/ts'],
    ensure               => 'present',
    running              => false,
  }
  docker::run { 'legacy':
    ensure => absent,
    image  => 'nginx:1.18',
  }
  class { 'docker::machine':
    version => '0.16.2',
  }
}
