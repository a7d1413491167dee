notify { 'e1': message => ('abc' in '') }
