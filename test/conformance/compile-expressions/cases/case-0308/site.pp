notify { 'e1': message => String(('Ünïcödé' * Integer)) }
