notify { 'e1': message => String((1.5e-3 - -0)) }
