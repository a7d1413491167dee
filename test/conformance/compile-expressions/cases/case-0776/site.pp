notify { 'e1': message => String(with(-3, 0) |$v, $w| { dig($v, 0) }) }
