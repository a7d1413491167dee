notify { 'e1': message => (42).round }
