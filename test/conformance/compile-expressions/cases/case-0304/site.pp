notify { 'e1': message => "${({1 => 'x', 'y' => [2]}).unwrap}" }
