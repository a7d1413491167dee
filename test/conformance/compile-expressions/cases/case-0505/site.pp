notify { 'e1': message => "${(4611686018427387904 in 'x y')}" }
