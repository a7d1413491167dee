notify { 'e1': message => String((0.5 / -2.25)) }
