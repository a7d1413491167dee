notify { 'x': message => lookup('nope', Integer, 'first', 'str') }
