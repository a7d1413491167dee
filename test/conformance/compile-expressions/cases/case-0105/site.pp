notify { 'e1': message => "${(with('a\nb', 1e3) |$v, $w| { $v.group_by |$x| { type($x) } } or [])}" }
