notify { 'e1': message => (Struct[{a => Integer}] < 0x1F) }
