notify { 'e1': message => String(with((Integer * 0x1F), 1_000) |$v, $w| { $v[-1] }) }
