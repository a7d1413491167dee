notify { 'e1': message => "${max(([] / [1, 2, 3]))}" }
