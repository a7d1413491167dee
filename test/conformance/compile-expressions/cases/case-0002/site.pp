notify { 'e1': message => String(([[1, 2], [3]] in 9223372036854775807)) }
