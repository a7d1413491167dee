notify { 'e1': message => (Struct[{a => Integer}] and 9223372036854775807) }
