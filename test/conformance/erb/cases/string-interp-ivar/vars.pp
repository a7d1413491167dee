  $host = 'web'
