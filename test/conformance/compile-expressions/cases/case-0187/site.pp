notify { 'e1': message => "${upcase(['b', 'a', 'c'])}" }
