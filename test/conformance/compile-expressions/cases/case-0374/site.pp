notify { 'e1': message => (['a', 'a', 'b'] <= 42) }
