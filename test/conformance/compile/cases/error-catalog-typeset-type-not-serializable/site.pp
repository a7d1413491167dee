notify { 'x': message => TypeSet }
