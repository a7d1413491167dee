notify { 'e1': message => ((0 =~ ['a', 'a', 'b']) =~ [1, 'a', true, undef]) }
