notify { 'e1': message => String((1_000 - 2147483648)) }
