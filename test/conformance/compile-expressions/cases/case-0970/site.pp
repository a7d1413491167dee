notify { 'e1': message => String(with(['b', 'a', 'c'], 1) |$v, $w| { $v.partition |$x| { $x } }) }
