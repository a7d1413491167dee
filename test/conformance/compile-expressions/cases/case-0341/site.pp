notify { 'e1': message => (7 * {'a' => 1, 'b' => 2}) }
