node 'a.example.com' { }
node default { }
node 'b.example.com', 'a.example.com' { }
