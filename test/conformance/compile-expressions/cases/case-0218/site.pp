notify { 'e1': message => empty({'a' => 1, 'b' => 2}) }
