notify { 'e1': message => String((-9223372036854775808 in -3)) }
