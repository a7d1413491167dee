notify { 'e1': message => "${with(['b', 'a', 'c'], 1e3) |$v, $w| { min($v, $w) }}" }
