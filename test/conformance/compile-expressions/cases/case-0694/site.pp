notify { 'e1': message => String(with('ABC', '1e2') |$v, $w| { min($v, $w) }) }
