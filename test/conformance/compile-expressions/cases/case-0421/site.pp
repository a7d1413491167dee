notify { 'e1': message => "${(3.0 > {'a' => 1, 'b' => 2})}" }
