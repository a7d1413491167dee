node 'other.example.com' { }
node default { notify { 'x': message => [$title, $name] } }
