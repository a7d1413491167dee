notify { 'a': message => [0x1F, 0755, 1e3] }
