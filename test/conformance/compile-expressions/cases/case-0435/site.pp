notify { 'e1': message => ((-0 > [1, 2, 3]) / Undef) }
