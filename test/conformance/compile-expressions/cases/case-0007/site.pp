notify { 'e1': message => ('true').type }
