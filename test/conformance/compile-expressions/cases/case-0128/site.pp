notify { 'e1': message => ((2.5e20 !~ []) > (3.0).String) }
