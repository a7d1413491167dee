notify { 'e1': message => length(-2.25) }
