notify { 'x': message => compare('a', 1) }
