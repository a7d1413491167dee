notify { 'e1': message => (/a+/ * 4611686018427387904) }
