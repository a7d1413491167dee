notify { 'e1': message => Boolean(0.1) }
