notify { 'e1': message => String(with('3.5', 'true') |$v, $w| { dig($v, 0) }) }
