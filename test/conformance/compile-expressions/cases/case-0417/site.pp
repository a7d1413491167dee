notify { 'e1': message => "${max('x y')}" }
