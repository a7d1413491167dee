notify { 'e1': message => "${([3.5, 1, -2] * [])}" }
