notify { 'e1': message => String(('42' + Integer[0, 10])) }
