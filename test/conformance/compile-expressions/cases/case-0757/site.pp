notify { 'e1': message => String((Boolean(['b', 'a', 'c']) - 2147483648)) }
