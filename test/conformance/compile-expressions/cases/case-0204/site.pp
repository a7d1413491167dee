notify { 'e1': message => String(reverse_each((['a', 'a', 'b']).values)) }
