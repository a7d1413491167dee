notify { 'e1': message => "${(1_000 / Array[Integer])}" }
