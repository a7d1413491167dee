notify { 'e1': message => (0.1 and {'b' => 2, 'a' => 1}) }
