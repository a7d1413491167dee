notify { 'e1': message => String((Struct[{a => Integer}] =~ undef)) }
