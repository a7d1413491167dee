notify { 'e1': message => "${('x y' < (['b', 'a', 'c'] and ['a', 'a', 'b']))}" }
