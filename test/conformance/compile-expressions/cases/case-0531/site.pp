notify { 'e1': message => String(with(/^(\d+)-(\w+)$/, 'true') |$v, $w| { $v[1, 2] }) }
