notify { 'e1': message => "${((default * ['a', 'a', 'b'])).Hash}" }
