node 'mq01.example.com' {
  class { 'rabbitmq':
    repos_ensure             => false,
    delete_guest_user        => true,
    erlang_cookie            => 'ERLANGCOOKIEVALUE0123',
    cluster                  => { 'name' => 'openstack', 'init_node' => 'mq01' },
    cluster_nodes            => ['mq01', 'mq02', 'mq03'],
    cluster_node_type        => 'disc',
    cluster_partition_handling => 'pause_minority',
    ssl                      => true,
    ssl_cacert               => '/etc/rabbitmq/ssl/ca.pem',
    ssl_cert                 => '/etc/rabbitmq/ssl/cert.pem',
    ssl_key                  => '/etc/rabbitmq/ssl/key.pem',
    ssl_port                 => 5671,
    ssl_versions             => ['tlsv1.2', 'tlsv1.3'],
    management_ssl           => false,
    node_ip_address          => $facts['networking']['ip'],
    config_variables         => { 'hipe_compile' => false, 'vm_memory_high_watermark' => 0.4, 'collect_statistics_interval' => 30000 },
    config_kernel_variables  => { 'inet_dist_listen_min' => 9100, 'inet_dist_listen_max' => 9105 },
    environment_variables    => { 'RABBITMQ_SERVER_ERL_ARGS' => '"+K true +P 1048576"' },
    file_limit               => 65536,
    tcp_keepalive            => true,
    heartbeat                => 60,
  }
  rabbitmq_plugin { 'rabbitmq_shovel': ensure => present }
  rabbitmq_vhost { ['/openstack', '/monitoring']: ensure => present }
  rabbitmq_user { 'nova':
    password => 'nova-rabbit-pass',
    tags     => [],
  }
  rabbitmq_user { 'monitor':
    password => 'monitor-pass',
    tags     => ['monitoring'],
  }
  rabbitmq_user_permissions { 'nova@/openstack':
    configure_permission => '.*',
    read_permission      => '.*',
    write_permission     => '.*',
  }
  rabbitmq_user_permissions { 'monitor@/monitoring':
    configure_permission => '^$',
    read_permission      => '.*',
    write_permission     => '^$',
  }
  rabbitmq_policy { 'ha-all@/openstack':
    pattern    => '^(?!amq\.).*',
    priority   => 0,
    applyto    => 'all',
    definition => { 'ha-mode' => 'all', 'ha-sync-mode' => 'automatic', 'message-ttl' => 3600000 },
  }
}
