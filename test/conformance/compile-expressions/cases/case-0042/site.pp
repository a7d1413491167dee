notify { 'e1': message => String(({}).Array) }
