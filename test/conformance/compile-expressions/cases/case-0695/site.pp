notify { 'e1': message => "${with(1_000, default) |$v, $w| { $v.partition |$x| { $x } }}" }
