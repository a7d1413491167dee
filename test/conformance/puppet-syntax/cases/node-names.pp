node 'web1.example.com', 'web2' { }
