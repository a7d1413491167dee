notify { 'e1': message => (default != Integer) }
