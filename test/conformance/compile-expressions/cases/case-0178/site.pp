notify { 'e1': message => "${(0.5 + {'b' => 2, 'a' => 1})}" }
