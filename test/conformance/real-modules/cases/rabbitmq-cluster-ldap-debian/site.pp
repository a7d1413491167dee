node 'mq01.example.com' {
  class { 'rabbitmq':
    repos_ensure             => false,
    manage_python            => false,
    cluster                  => { 'name' => 'mq', 'init_node' => 'rabbit@mq01' },
    cluster_nodes            => ['mq01', 'mq02', 'mq03'],
    cluster_node_type        => 'disc',
    cluster_partition_handling => 'pause_minority',
    erlang_cookie            => 'ABCDEFGHIJKLMNOPQRST',
    wipe_db_on_cookie_change => true,
    ssl                      => true,
    ssl_cacert               => '/etc/rabbitmq/ssl/ca.pem',
    ssl_cert                 => '/etc/rabbitmq/ssl/cert.pem',
    ssl_key                  => '/etc/rabbitmq/ssl/key.pem',
    ssl_port                 => 5671,
    ssl_verify               => 'verify_peer',
    ssl_fail_if_no_peer_cert => true,
    ssl_versions             => ['tlsv1.2', 'tlsv1.3'],
    ssl_ciphers              => ['ecdhe_rsa,aes_256_gcm,aead,sha384'],
    management_ssl           => true,
    ssl_management_port      => 15671,
    ldap_auth                => true,
    ldap_server              => ['ldap1.example.com', 'ldap2.example.com'],
    ldap_user_dn_pattern     => 'uid=${username},ou=people,dc=example,dc=com',
    ldap_use_ssl             => true,
    ldap_port                => 636,
    ldap_config_variables    => { 'timeout' => 10 },
    auth_backends            => ['rabbit_auth_backend_internal', 'rabbit_auth_backend_ldap'],
    stomp_ensure             => true,
    config_shovel            => true,
    config_shovel_statics    => { 'uplink' => '[{sources, [{broker, "amqp://mq01"}]}, {destinations, [{broker, "amqp://dr01"}]}, {queue, <<"uplink">>}]' },
    environment_variables    => { 'RABBITMQ_NODENAME' => 'rabbit@mq01', 'ERL_EPMD_ADDRESS' => $facts['networking']['ip'] },
    config_variables         => { 'hipe_compile' => false, 'vm_memory_high_watermark' => 0.6, 'cluster_keepalive_interval' => 10000 },
    config_kernel_variables  => { 'inet_dist_listen_min' => 9100, 'inet_dist_listen_max' => 9105 },
    config_management_variables => { 'rates_mode' => 'basic' },
    file_limit               => 65536,
    heartbeat                => 60,
    loopback_users           => [],
    delete_guest_user        => true,
  }
  rabbitmq_vhost { '/openstack': ensure => present, description => 'OpenStack', default_queue_type => 'quorum' }
  rabbitmq_user { 'openstack': admin => false, password => 'os-pass', tags => ['monitoring'] }
  rabbitmq_user_permissions { 'openstack@/openstack': configure_permission => '.*', read_permission => '.*', write_permission => '.*' }
  rabbitmq_policy { 'ttl@/openstack': pattern => '^(?!amq\.).*', applyto => 'queues', priority => 1, definition => { 'message-ttl' => 3600000, 'expires' => 86400000 } }
  rabbitmq_exchange { 'events@/openstack': user => 'openstack', password => 'os-pass', type => 'topic', durable => true, arguments => { 'alternate-exchange' => 'unrouted' } }
  rabbitmq_queue { 'audit@/openstack': user => 'openstack', password => 'os-pass', durable => true, auto_delete => false, arguments => { 'x-queue-type' => 'quorum' } }
  rabbitmq_binding { 'events@audit@/openstack': user => 'openstack', password => 'os-pass', destination_type => 'queue', routing_key => 'audit.#' }
  rabbitmq_parameter { 'documentumShovel@/openstack': component_name => 'shovel', value => { 'src-uri' => 'amqp://', 'src-queue' => 'q', 'dest-uri' => 'amqp://dr01', 'dest-queue' => 'q', 'prefetch-count' => 10 } }
}
