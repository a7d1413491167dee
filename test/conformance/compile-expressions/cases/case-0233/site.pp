notify { 'e1': message => "${with(with(0x1F, -3) |$v, $w| { $v.partition |$x| { $x } }, Integer[0, 10]) |$v, $w| { dig($v, 0) }}" }
