notify { 'e1': message => "${('abc' in capitalize(0.1))}" }
