notify { 'e1': message => String((0.1 <= 9223372036854775807)) }
