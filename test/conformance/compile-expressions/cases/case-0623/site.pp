notify { 'e1': message => "${('a,b,c' != (default and 0.5))}" }
