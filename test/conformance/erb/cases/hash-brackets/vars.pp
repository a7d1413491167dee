  $ip = { 'ip' => '192.0.2.11/24', 'dev' => 'eth0', 'label' => 'eth0:1', 'scope' => 'global' }
  $route = { 'to' => '172.16.0.0/16', 'via' => '10.0.0.1', 'dev' => 'eth1', 'route' => 'r' }
