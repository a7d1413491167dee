  $vips = ['192.0.2.10/24', { 'ip' => '192.0.2.11/24', 'dev' => 'eth0' }]
  $routes = { 'to' => '172.16.0.0/16' }
  $count = 3
  $ratio = 0.5
  $name_ = 'x'
  $flag = true
