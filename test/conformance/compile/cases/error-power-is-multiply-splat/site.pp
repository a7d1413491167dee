notify { 'b': message => [2 ** 10] }
