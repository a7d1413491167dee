notify { 'e1': message => String((-3 + [])) }
