notify { 't': message => String(type(5)) }
notify { 'a': message => assert_type(Integer, 3) }
notify { 'c': message => Integer('42') + 1 }
