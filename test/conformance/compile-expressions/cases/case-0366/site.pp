notify { 'e1': message => "${(-2.25 != 100.0)}" }
