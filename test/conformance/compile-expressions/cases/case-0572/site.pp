notify { 'e1': message => String(with('3.5', 0) |$v, $w| { $v << 3 }) }
