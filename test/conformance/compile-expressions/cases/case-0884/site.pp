notify { 'e1': message => (2147483648 in []) }
