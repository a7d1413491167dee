notify { 'x': message => abs(true) }
