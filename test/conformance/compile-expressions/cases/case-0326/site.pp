notify { 'e1': message => (/a+/ - 7) }
