notify { 'e1': message => String(('a,b,c' >= 9223372036854775807)) }
