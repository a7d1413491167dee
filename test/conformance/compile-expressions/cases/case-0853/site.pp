notify { 'e1': message => String(with('abc', 1.5e-3) |$v, $w| { Array($v, true) }) }
