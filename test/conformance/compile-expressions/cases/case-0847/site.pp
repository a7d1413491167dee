notify { 'e1': message => "${String({1 => 'x', 'y' => [2]})}" }
