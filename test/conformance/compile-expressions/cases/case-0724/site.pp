notify { 'e1': message => "${with(7, 0x1F) |$v, $w| { $v.regsubst(/a/, 'b') }}" }
