notify { 'e1': message => Array(Tuple[Integer, String]) }
