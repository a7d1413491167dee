notify { 'e1': message => camelcase('x y') }
