notify { 'e1': message => with(Scalar, default) |$v, $w| { $v.reduce |$m, $x| { $m + $x } } }
