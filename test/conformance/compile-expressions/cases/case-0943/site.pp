notify { 'e1': message => "${(['a', 'a', 'b'] + (1.5e-3).Float)}" }
