notify { 'e1': message => String((('0x10' / 'a,b,c') != true)) }
