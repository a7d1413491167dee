notify { 'e1': message => "${(0 or ['a', 'a', 'b'])}" }
