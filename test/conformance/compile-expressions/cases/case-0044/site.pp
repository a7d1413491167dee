notify { 'e1': message => (100.0).values }
