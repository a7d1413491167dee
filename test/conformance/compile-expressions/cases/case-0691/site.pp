notify { 'e1': message => "${(['a', 'a', 'b'] != (017 + default))}" }
