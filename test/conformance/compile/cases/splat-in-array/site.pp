$a = [2, 3]
notify { 'a': message => [1, *$a, 4] }
