notify { 'e1': message => ("tab\there" >= 42) }
