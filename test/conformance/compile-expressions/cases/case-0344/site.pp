notify { 'e1': message => String(with(-3, Any) |$v, $w| { $v.step(2) }) }
