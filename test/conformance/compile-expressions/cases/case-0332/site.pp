notify { 'e1': message => "${(Integer).strip}" }
