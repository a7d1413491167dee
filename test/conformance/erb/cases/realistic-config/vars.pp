  $debug = true
  $bind_host = '0.0.0.0'
  $workers = 4
  $servers = ['a.example.com', 'b.example.com']
  $options = {'z_opt' => 1, 'a_opt' => 'x', 'm_opt' => [1, 2]}
  $password = undef
