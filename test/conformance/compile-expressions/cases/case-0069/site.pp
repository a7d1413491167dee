notify { 'e1': message => "${with(with(Integer[0, 10], 2.5e20) |$v, $w| { [$v, $w].flatten }, 100.0) |$v, $w| { $v.partition |$x| { $x } }}" }
