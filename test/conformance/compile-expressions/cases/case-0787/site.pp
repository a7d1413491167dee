notify { 'e1': message => "${('ABC' % ['a', 'a', 'b'])}" }
