notify { 'e1': message => (0.1 =~ 'abc') }
