notify { 'e1': message => "${floor(['a', 'a', 'b'])}" }
