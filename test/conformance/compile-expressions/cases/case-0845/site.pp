notify { 'e1': message => String(('Ünïcödé').reverse_each) }
