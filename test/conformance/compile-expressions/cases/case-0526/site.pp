notify { 'e1': message => String(7) }
