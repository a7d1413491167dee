notify { 'e1': message => String(keys(values(false))) }
