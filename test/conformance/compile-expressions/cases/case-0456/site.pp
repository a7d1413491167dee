notify { 'e1': message => String((Integer[0, 10] or 0)) }
