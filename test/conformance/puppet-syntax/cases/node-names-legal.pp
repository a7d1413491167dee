node 'web-01.example.com', db_2, /^app\d+$/, default {}
