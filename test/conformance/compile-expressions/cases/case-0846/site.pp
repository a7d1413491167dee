notify { 'e1': message => (-3 =~ (100.0).max) }
