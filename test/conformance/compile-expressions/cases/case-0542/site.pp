notify { 'e1': message => camelcase(undef) }
