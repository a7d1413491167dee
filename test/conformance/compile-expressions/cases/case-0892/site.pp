notify { 'e1': message => with({}, with(' pad ', 'a,b,c') |$v, $w| { dig($v, 'k', 'n') }) |$v, $w| { regsubst($v, $w, 'X', 'G') } }
