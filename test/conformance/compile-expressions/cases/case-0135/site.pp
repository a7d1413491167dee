notify { 'e1': message => String((0.5 != 9223372036854775807)) }
