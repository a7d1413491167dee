notify { 'e1': message => chop(undef) }
