notify { 'e1': message => capitalize(2.5e20) }
