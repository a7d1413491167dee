notify { 'e1': message => (1_000).values }
