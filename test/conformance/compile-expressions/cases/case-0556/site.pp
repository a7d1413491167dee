notify { 'e1': message => String((9223372036854775807 > 100.0)) }
