notify { 'e1': message => ((1e3 < [])).sort }
