notify { 'e1': message => "${([3.5, 1, -2] in [1, 'a', true, undef])}" }
