notify { 'e1': message => "${with(true, 7) |$v, $w| { $v.regsubst(/a/, 'b') }}" }
