notify { 'e1': message => String((['a', 'a', 'b']).keys) }
