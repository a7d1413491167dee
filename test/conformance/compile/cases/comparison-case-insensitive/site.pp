notify { 'a': message => 'ABC' == 'abc' }
notify { 'b': message => 'a' < 'B' }
notify { 'c': message => 1 == 1.0 }
notify { 'd': message => [1, 'A'] == [1, 'a'] }
