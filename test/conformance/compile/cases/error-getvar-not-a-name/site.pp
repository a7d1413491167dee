$h = 1
notify { 'x': message => getvar('h-a') }
