notify { 'e1': message => String((3.0).capitalize) }
