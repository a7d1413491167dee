notify { 'e1': message => (-3 <= -0) }
