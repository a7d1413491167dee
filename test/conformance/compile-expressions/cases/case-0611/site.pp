notify { 'e1': message => "${(-2.25 - [1, 'a', true, undef])}" }
