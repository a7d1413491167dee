  $ports = [8080, 80, 8080, 443, 80, 8080]
  $words = ['Web', 'db', 'web', 'WEB', 'db']
