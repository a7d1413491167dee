notify { 'x': message => lookup('nope', String) |$k| { 1 } }
