notify { 'e1': message => String(with([3.5, 1, -2], 7) |$v, $w| { $v[$w] }) }
