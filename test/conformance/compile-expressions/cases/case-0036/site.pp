notify { 'e1': message => "${(-0 != 0)}" }
