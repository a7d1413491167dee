notify { 'e1': message => String((2.5e20 % 2147483648)) }
