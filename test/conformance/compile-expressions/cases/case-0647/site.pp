notify { 'e1': message => "${(42 < 2147483648)}" }
