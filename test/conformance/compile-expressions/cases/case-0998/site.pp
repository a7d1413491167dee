notify { 'e1': message => (undef < []) }
