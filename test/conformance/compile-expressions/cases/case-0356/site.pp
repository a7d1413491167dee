notify { 'e1': message => (0.5).round }
