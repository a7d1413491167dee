notify { 'e1': message => String(([] in 'ABC')) }
