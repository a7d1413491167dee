notify { 'x': message => lookup(['nope', 'nope2']) }
