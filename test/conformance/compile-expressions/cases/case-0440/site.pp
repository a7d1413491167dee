notify { 'e1': message => (false).sort }
