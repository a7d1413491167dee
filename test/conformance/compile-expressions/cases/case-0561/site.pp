notify { 'e1': message => String(size('1e2')) }
