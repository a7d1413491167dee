notify { 'e1': message => "${with(with(0, 1e3) |$v, $w| { join($v) }, 2.5e20) |$v, $w| { min($v, $w) }}" }
