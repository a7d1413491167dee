notify { 'e1': message => ((-3 > Optional[String])).Numeric }
