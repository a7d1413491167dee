notify { 'e1': message => ([1, 2, 3] % 3.0) }
