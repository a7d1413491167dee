notify { 'e1': message => "${(['b', 'a', 'c'] - {'a' => 1, 'b' => 2})}" }
