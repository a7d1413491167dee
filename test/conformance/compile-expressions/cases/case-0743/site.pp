notify { 'e1': message => "${([[1, 2], [3]] and [3.5, 1, -2])}" }
