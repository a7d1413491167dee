notify { 'x': message => unique('abca') |$x| { 1 } }
