$a = 'a' in ['a', 'b']
