notify { 'e1': message => ('a,b,c' >= 1) }
