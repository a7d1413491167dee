notify { 'e1': message => String((-3 < ['a', 'a', 'b'])) }
