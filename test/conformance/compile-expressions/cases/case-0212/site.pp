notify { 'e1': message => (-2.25 - 'x y') }
