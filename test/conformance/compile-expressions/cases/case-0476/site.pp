notify { 'e1': message => "${with(0, strip({})) |$v, $w| { Integer($v, 16) }}" }
