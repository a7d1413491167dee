notify { 'e1': message => String((0x1F + 2147483648)) }
