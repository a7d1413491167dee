notify { 'e1': message => String(((-0 - true) or 0)) }
