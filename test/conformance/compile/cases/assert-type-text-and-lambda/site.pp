type MyInt = Integer[1, 5]
notify { 'a': message => assert_type('Integer[1, 5]', 3) }
notify { 'b': message => assert_type('MyInt', 3) }
notify { 'c': message => assert_type('String', 3) |$e, $a| { "${e} vs ${a}" } }
notify { 'd': message => assert_type(Integer, 'x') |$e, $a| { "${e} vs ${a}" } }
