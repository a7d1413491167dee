notify { 'e1': message => "${with((['a', 'a', 'b']).lstrip, (Numeric != 0.5)) |$v, $w| { $v.map |$x| { $x } }}" }
