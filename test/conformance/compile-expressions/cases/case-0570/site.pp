notify { 'e1': message => with([3.5, 1, -2], 0.1) |$v, $w| { $v << 3 } }
