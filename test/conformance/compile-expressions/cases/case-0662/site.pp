notify { 'e1': message => (false + (['a', 'a', 'b'] or 0)) }
