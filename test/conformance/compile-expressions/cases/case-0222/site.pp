notify { 'e1': message => abs(Float) }
