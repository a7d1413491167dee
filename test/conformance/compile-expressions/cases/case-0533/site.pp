notify { 'e1': message => String((empty(Enum[a, b])).sort) }
