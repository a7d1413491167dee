notify { 'e1': message => String(('Ünïcödé' or -0)) }
