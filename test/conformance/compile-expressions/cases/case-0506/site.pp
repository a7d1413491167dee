notify { 'e1': message => "${unique([[1, 2], [3]])}" }
