notify { 'e1': message => flatten((['b', 'a', 'c']).values) }
