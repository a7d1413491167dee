notify { 'e1': message => String(({}).chop) }
