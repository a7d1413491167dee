notify { 'e1': message => String((undef).max) }
