notify { 'e1': message => "${capitalize(with(0.5, 'ABC') |$v, $w| { regsubst($v, $w, 'X', 'G') })}" }
