notify { 'e1': message => "${(-9223372036854775808 <= ('x y' % Optional[String]))}" }
