notify { 'e1': message => "${('abc' / Tuple[Integer, String])}" }
