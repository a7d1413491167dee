notify { 'e1': message => (Tuple[Integer, String]).strip }
