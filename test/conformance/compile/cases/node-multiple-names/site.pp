node 'a.example.com', 'n1.example.com' { notify { 'matched': } }
node default { }
