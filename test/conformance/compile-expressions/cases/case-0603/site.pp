notify { 'e1': message => "${with([[1, 2], [3]], 1.5e-3) |$v, $w| { $v[1, 2] }}" }
