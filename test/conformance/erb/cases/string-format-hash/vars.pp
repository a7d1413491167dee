  $host = 'db.example.com'
  $port = 3306
