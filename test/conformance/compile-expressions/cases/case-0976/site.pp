notify { 'e1': message => String((/a+/ or -9223372036854775808)) }
