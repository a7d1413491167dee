notify { 'e1': message => String(Numeric({'a' => 1, 'b' => 2})) }
