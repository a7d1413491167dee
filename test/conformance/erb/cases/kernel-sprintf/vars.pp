  $port = 8080
  $ratio = 0.4
  $names = ['a', 'bb']
