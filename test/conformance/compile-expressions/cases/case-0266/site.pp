notify { 'e1': message => "${with('', -3) |$v, $w| { join($v) }}" }
