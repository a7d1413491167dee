notify { 'e1': message => (['a', 'a', 'b']).flatten }
