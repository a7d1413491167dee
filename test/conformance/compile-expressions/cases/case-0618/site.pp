notify { 'e1': message => String(sort(Enum[a, b])) }
