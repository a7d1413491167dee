notify { 'e1': message => unique((undef > 1)) }
