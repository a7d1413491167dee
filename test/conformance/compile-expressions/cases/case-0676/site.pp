notify { 'e1': message => String(with('a\nb', -3) |$v, $w| { regsubst($v, $w, 'X', 'G') }) }
