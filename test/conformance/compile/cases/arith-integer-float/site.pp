notify { 'a': message => 252 / 6.0 }
notify { 'b': message => 7 / 2 }
notify { 'c': message => 7 % 3 }
notify { 'd': message => 2 * 3.5 }
