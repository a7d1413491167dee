node 'swarm01.example.com' {
  class { 'docker': manage_package => true, use_upstream_package_source => false, docker_ce_package_name => 'docker.io' }
  docker::swarm { 'cluster':
    init              => true,
    advertise_addr    => $facts['networking']['ip'],
    listen_addr       => $facts['networking']['ip'],
    default_addr_pool => ['10.20.0.0/16'],
    default_addr_pool_mask_length => '24',
    cert_expiry       => '2160h0m0s',
    max_snapshots     => '3',
  }
  docker::swarm { 'worker-join':
    join           => true,
    init           => false,
    advertise_addr => $facts['networking']['ip'],
    listen_addr    => $facts['networking']['ip'],
    manager_ip     => '192.0.2.21',
    token          => 'SWMTKN-1-example',
  }
  docker::services { 'web':
    create       => true,
    service_name => 'web',
    image        => 'nginx:1.27',
    publish      => ['80:80', '443:443'],
    replicas     => '3',
    env          => ['TZ=UTC'],
    label        => ['tier=front'],
    mounts       => ['type=bind,source=/srv/www,target=/usr/share/nginx/html'],
    networks     => ['front'],
    extra_params => ['--update-delay 10s', '--update-parallelism 1'],
    command      => ['nginx', '-g', 'daemon off;'],
  }
  docker::services { 'web-update':
    create       => false,
    update       => true,
    service_name => 'web',
    image        => 'nginx:1.27.1',
    publish      => '8080:80',
    registry_mirror => 'https://mirror.example.com',
  }
  docker::services { 'web-scale':
    create       => false,
    scale        => true,
    service_name => 'web',
    replicas     => '5',
  }
  docker::stack { 'monitoring':
    stack_name    => 'monitoring',
    compose_files => ['/srv/stacks/monitoring.yml', '/srv/stacks/monitoring.prod.yml'],
    prune         => true,
    with_registry_auth => true,
    resolve_image => 'changed',
  }
  docker::secrets { 'db-password':
    secret_name => 'db_password',
    secret_path => '/etc/secrets/db_password',
    label       => ['env=prod', 'app=db'],
  }
}
