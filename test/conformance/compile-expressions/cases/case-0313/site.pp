notify { 'e1': message => round(false) }
