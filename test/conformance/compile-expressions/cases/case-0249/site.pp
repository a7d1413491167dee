notify { 'e1': message => "${({'a' => 1, 'b' => 2} % 1.5e-3)}" }
