notify { 'e1': message => String(with(7, 0) |$v, $w| { $v[1, 2] }) }
