notify { 'e1': message => String(('a\nb').length) }
