notify { 'e1': message => String(with(1e3, -3) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }) }
