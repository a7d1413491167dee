notify { 'e1': message => "${min(Undef)}" }
