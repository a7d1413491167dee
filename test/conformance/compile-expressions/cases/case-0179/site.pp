notify { 'e1': message => "${((3.0 % 0.1)).upcase}" }
