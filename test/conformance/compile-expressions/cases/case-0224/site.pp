notify { 'e1': message => String((Enum[a, b] and -9223372036854775808)) }
