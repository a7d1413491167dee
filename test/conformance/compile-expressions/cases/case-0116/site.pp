notify { 'e1': message => ('x y' == [1, 2, 3]) }
