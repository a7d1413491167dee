notify { 'e1': message => empty('1e2') }
