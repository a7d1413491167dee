notify { 'a': message => 5 =~ Integer[1, 10] }
notify { 'b': message => 'x' !~ String[2] }
