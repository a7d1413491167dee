  $cfg = { 'keepalive_timeout' => '65', 'worker_rlimit_nofile' => ['1024', '2048'], 'tcp_nopush' => 'on' }
  $pairs = [['a', 1], ['bb', [2, 3]], 'lone']
