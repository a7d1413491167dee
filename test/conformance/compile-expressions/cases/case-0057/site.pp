notify { 'e1': message => unique(['a', 'a', 'b']) }
