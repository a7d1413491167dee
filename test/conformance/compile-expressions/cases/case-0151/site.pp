notify { 'e1': message => String(('x y').empty) }
