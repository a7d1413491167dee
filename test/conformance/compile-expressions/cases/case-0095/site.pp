notify { 'e1': message => String((1).Integer) }
