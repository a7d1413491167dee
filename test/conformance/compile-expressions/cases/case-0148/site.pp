notify { 'e1': message => "${with(42, default) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }}" }
