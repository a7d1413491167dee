notify { 'e1': message => "${(7 or (0.5 =~ '1e2'))}" }
