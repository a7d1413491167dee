notify { 'e1': message => "${with(['b', 'a', 'c'], ['b', 'a', 'c']) |$v, $w| { join($v) }}" }
