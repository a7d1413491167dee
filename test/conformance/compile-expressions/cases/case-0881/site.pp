notify { 'e1': message => "${with(with(-2.25, 1e3) |$v, $w| { $v.any |$x| { $x == $w } }, 0) |$v, $w| { $v[$w] }}" }
