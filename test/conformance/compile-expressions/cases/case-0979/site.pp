notify { 'e1': message => "${(['a', 'a', 'b'] % ['a', 'a', 'b'])}" }
