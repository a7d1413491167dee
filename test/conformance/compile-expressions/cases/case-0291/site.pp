notify { 'e1': message => "${((-3 + 1_000) and Optional[String])}" }
