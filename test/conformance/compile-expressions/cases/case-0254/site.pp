notify { 'e1': message => "${keys('x y')}" }
