notify { 'e1': message => String(keys(0.1)) }
