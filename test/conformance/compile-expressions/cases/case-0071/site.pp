notify { 'e1': message => "${((1_000 - ['b', 'a', 'c']) and 'x y')}" }
