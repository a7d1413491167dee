notify { 'e1': message => String(with(017, 1) |$v, $w| { Array($v, true) }) }
