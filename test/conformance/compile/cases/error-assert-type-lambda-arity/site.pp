notify { 'b': message => assert_type(Integer, 'x') |$e| { 1 } }
