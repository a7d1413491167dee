notify { 'e1': message => "${Boolean(1)}" }
