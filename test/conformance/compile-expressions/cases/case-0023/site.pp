notify { 'e1': message => ((-0 or []) =~ [[1, 2], [3]]) }
