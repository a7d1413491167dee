notify { 'e1': message => ceiling((1 in 'x y')) }
