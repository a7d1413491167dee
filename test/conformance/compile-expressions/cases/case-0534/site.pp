notify { 'e1': message => "${(Tuple[Integer, String] < ([1, 2, 3] <= 0x1F))}" }
