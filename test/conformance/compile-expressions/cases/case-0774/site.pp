notify { 'e1': message => (' pad ' < '') }
