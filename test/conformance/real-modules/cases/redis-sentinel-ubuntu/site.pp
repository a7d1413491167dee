node 'cache01.example.com' {
  class { 'redis':
    bind              => ['127.0.0.1', $facts['networking']['ip']],
    port              => 6379,
    masterauth        => 'redis-pass',
    requirepass       => 'redis-pass',
    replicaof         => '192.0.2.61 6379',
    maxmemory         => '2gb',
    maxmemory_policy  => 'allkeys-lru',
    appendonly        => true,
    save_db_to_disk_interval => { '900' => '1', '300' => '10' },
    tcp_keepalive     => 60,
    manage_repo       => false,
    ulimit            => 65536,
    rename_commands   => { 'FLUSHALL' => '', 'CONFIG' => 'cfg-4f2a' },
    extra_config_file => '/etc/redis/redis-extra.conf',
  }
  class { 'redis::sentinel':
    master_name      => 'cache',
    redis_host       => '192.0.2.61',
    redis_port       => 6379,
    auth_pass        => 'redis-pass',
    quorum           => 2,
    down_after       => 5000,
    failover_timeout => 60000,
    parallel_sync    => 1,
    sentinel_bind    => ['127.0.0.1', $facts['networking']['ip']],
    sentinel_announce_ip => $facts['networking']['ip'],
    log_level        => 'verbose',
  }
}
