notify { 'e1': message => "${(-3 < ['a', 'a', 'b'])}" }
