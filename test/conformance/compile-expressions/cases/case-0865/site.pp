notify { 'e1': message => type({'b' => 2, 'a' => 1}) }
