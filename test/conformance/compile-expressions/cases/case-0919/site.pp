notify { 'e1': message => "${with(0.1, '42') |$v, $w| { regsubst($v, $w, 'X', 'G') }}" }
