notify { 'x': message => getvar('$h') }
