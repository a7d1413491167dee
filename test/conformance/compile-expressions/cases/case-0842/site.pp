notify { 'e1': message => String((['b', 'a', 'c'] =~ 0x1F)) }
