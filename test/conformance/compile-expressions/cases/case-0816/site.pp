notify { 'e1': message => chomp([3.5, 1, -2]) }
