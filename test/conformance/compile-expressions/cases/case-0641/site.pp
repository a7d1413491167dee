notify { 'e1': message => chomp(0.1) }
