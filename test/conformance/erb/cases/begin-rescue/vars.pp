  $port = 'http'
