notify { 'e1': message => "${(1.5e-3 in ['b', 'a', 'c'])}" }
