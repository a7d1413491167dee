notify { 'e1': message => String(round(Enum[a, b])) }
