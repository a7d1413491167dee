notify { 'x': message => defined(1) }
