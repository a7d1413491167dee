notify { 'e1': message => (('3.5' in 42) * [3.5, 1, -2]) }
