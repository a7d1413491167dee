notify { 'e1': message => (-0 - Integer[0, 10]) }
