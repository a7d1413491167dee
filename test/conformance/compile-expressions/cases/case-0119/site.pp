notify { 'e1': message => "${((-2.25).capitalize !~ 100.0)}" }
