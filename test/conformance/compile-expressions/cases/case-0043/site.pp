notify { 'e1': message => ((Struct[{a => Integer}] + 'ABC') =~ 2147483648) }
