notify { 'e1': message => ([1, 2, 3]).keys }
