notify { 'x': message => lookup('nope') |$k| { 3 } + 1 }
