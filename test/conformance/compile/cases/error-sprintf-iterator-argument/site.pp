notify { 'x': message => sprintf('%s', [1, 2].reverse_each) }
