notify { 'e1': message => String(((1e3 !~ [[1, 2], [3]])).type) }
