  $ip = '*'
  $port = 443
  $servername = 'www.example.com'
  $aliases = ['example.com', 'web.example.com']
  $ssl = true
  $ssl_cert = undef
  $headers = [{'name' => 'X-A', 'value' => '1'}, {'name' => 'X-B', 'value' => 'two'}]
