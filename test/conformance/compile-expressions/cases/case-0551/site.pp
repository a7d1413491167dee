notify { 'e1': message => with(with(['b', 'a', 'c'], [3.5, 1, -2]) |$v, $w| { $v >> 1 }, 'x y') |$v, $w| { $v.regsubst(/a/, 'b') } }
