notify { 'x': message => lookup('interp') }
