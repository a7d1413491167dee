notify { 'e1': message => String(with(/a+/, 42) |$v, $w| { $v.match(/(\w)/) }) }
