type MyInt = Integer[1, 5]
notify { 'b': message => assert_type('MyInt', 9) }
