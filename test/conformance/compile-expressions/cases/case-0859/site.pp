notify { 'e1': message => "${with(['b', 'a', 'c'], 100.0) |$v, $w| { $v.group_by |$x| { type($x) } }}" }
