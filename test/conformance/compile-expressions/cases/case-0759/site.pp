notify { 'e1': message => String((['a', 'a', 'b'] > 2147483648)) }
