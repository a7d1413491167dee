notify { 'e1': message => "${(default =~ 2147483648)}" }
