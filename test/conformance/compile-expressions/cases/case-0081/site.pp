notify { 'e1': message => String((Tuple[Integer, String] % 4611686018427387904)) }
