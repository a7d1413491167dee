notify { 'e1': message => ((1 != [1, 2, 3]) or (7).lstrip) }
