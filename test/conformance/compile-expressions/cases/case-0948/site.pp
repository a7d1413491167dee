notify { 'e1': message => ([] > 7) }
