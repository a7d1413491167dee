notify { 'e1': message => String(capitalize([3.5, 1, -2])) }
