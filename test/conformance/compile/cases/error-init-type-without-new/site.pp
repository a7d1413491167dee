notify { 'x': message => 1 =~ Init[Runtime] }
