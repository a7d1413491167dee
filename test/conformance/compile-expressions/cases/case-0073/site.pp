notify { 'e1': message => (('abc' - [1, 'a', true, undef])).ceiling }
