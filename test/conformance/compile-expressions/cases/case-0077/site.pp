notify { 'e1': message => String(with('1e2', -3) |$v, $w| { $v.lest || { 'none' } }) }
