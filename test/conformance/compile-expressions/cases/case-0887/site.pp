notify { 'e1': message => String((({1 => 'x', 'y' => [2]}).unwrap == [3.5, 1, -2])) }
