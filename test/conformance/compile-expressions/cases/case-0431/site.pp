notify { 'e1': message => String(({'a' => 1, 'b' => 2} > String[1])) }
