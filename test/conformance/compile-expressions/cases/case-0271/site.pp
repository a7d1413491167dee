notify { 'e1': message => with(0, Float) |$v, $w| { $v >> 1 } }
