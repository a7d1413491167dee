notify { 'e1': message => String(('').values) }
