  $nm = 'web'
  $port = 8080
  $opts = ['a', 'b']
