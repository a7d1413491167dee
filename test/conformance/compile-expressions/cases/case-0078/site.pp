notify { 'e1': message => "${(['a', 'a', 'b'] == [1, 2, 3])}" }
