notify { 'e1': message => ([1, 2, 3] in '1e2') }
