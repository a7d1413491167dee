notify { 'a': message => [1.0, 0.1, 1e20, 2.5e-5, 100.0 / 3] }
