notify { 'x': message => 1 =~ Init[Integer, 'x'] }
