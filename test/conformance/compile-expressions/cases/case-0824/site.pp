notify { 'e1': message => "${with(Scalar, 7) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }}" }
