notify { 'e1': message => String((downcase(['b', 'a', 'c'])).String) }
