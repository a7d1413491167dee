notify { 'e1': message => (Variant[Integer, String] - []) }
