node 'cache01.example.com' {
  include redis
  redis::instance { 'sessions':
    port        => 6380,
    maxmemory   => '512mb',
    requirepass => Sensitive('sessions-pass'),
    save_db_to_disk => false,
  }
  redis::instance { 'queue':
    port        => 6381,
    appendonly  => true,
    requirepass => Deferred('join', [['queue', 'pass'], '-']),
    bind        => '127.0.0.1',
  }
}
