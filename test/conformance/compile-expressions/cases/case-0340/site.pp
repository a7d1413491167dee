notify { 'e1': message => String(with(2.5e20, with(1, true) |$v, $w| { $v[1, 2] }) |$v, $w| { $v << 3 }) }
