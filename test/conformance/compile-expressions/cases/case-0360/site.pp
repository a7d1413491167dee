notify { 'e1': message => "${(([[1, 2], [3]]).camelcase != [1, 'a', true, undef])}" }
