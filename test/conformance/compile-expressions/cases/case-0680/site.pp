notify { 'e1': message => ((100.0 * 42) < 1.5e-3) }
