notify { 'e1': message => (017 == 2147483648) }
