$h = 'str'
notify { 'x': message => getvar('h.a') }
