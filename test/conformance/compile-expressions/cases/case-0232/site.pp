notify { 'e1': message => String((-9223372036854775808 + Integer[0, 10])) }
