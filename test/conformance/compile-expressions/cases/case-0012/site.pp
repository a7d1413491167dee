notify { 'e1': message => String((100.0 in Float)) }
