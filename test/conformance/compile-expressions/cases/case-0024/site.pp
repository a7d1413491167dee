notify { 'e1': message => "${([]).abs}" }
