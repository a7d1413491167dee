notify { 'e1': message => with(['b', 'a', 'c'], Scalar) |$v, $w| { $v << 3 } }
