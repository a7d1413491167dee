notify { 'e1': message => "${with(Any, 0) |$v, $w| { get($v, $w) }}" }
