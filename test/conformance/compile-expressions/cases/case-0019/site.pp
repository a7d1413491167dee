notify { 'e1': message => abs([[1, 2], [3]]) }
