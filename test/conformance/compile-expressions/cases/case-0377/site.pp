notify { 'e1': message => ([1, 'a', true, undef] <= undef) }
