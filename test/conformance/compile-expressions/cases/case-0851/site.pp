notify { 'e1': message => Hash(0.5) }
