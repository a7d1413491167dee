notify { 'x': message => String(Type('Integer[1][2]')) }
