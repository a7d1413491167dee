notify { 'e1': message => (Float == -0) }
