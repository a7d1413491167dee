notify { 'e1': message => "${with(Any, 0x1F) |$v, $w| { $v[1, 2] }}" }
