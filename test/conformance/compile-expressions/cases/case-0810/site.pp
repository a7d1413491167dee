notify { 'e1': message => (7 or 100.0) }
