notify { 'e1': message => "${((-3 == Struct[{a => Integer}]) !~ ('0x10' in [[1, 2], [3]]))}" }
