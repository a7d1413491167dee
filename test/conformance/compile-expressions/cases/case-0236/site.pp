notify { 'e1': message => "${(Tuple[Integer, String] + String[1])}" }
