notify { 'e1': message => String(with([], with('Ünïcödé', '') |$v, $w| { Hash($v) }) |$v, $w| { Integer($v, 16) }) }
