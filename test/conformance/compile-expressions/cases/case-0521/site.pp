notify { 'e1': message => String((2147483648 > 4611686018427387904)) }
