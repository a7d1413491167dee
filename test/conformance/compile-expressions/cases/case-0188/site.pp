notify { 'e1': message => lstrip([1, 2, 3]) }
