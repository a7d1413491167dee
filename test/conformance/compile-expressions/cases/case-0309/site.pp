notify { 'e1': message => String((-3 + (42 < [1, 'a', true, undef]))) }
