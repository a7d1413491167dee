notify { 'e1': message => unique(-3) }
