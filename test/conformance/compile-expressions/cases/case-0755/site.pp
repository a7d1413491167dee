notify { 'e1': message => type(7) }
