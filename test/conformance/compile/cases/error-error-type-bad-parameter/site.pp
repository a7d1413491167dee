notify { 'x': message => String(Error[1]) }
