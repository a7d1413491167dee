notify { 'e1': message => String(('x y' / ({'a' => 1, 'b' => 2} >= ['a', 'a', 'b']))) }
