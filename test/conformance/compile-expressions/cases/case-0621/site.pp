notify { 'e1': message => String(flatten(0.1)) }
