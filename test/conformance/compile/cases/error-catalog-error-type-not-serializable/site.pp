notify { 'x': message => Error }
