notify { 'e1': message => "${(42 and -0)}" }
