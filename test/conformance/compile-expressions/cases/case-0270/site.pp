notify { 'e1': message => Numeric(-3) }
