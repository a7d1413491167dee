notify { 'e1': message => "${(/a+/ % -2.25)}" }
