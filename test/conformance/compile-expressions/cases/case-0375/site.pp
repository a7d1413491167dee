notify { 'e1': message => String((4611686018427387904 == true)) }
