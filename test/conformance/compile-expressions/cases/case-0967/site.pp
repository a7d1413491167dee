notify { 'e1': message => "${with(with(1_000, -0) |$v, $w| { Array($v, true) }, [[1, 2], [3]]) |$v, $w| { -$v }}" }
