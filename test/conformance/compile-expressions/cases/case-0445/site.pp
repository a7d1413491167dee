notify { 'e1': message => "${(' pad ' !~ [3.5, 1, -2])}" }
