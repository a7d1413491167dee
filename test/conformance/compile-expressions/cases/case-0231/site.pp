notify { 'e1': message => ({'b' => 2, 'a' => 1} !~ default) }
