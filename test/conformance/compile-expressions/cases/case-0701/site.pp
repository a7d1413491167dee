notify { 'e1': message => String(('42' <= 42)) }
