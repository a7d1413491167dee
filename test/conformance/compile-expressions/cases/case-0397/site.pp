notify { 'e1': message => String(({'b' => 2, 'a' => 1} <= ['a', 'a', 'b'])) }
