notify { 'e1': message => "${(Scalar).Hash}" }
