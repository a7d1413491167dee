notify { 'e1': message => "${floor(1e3)}" }
