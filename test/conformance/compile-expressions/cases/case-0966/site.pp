notify { 'e1': message => "${Float([3.5, 1, -2])}" }
