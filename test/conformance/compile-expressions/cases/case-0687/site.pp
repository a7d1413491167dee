notify { 'e1': message => (3.0 or [[1, 2], [3]]) }
