notify { 'e1': message => String(with(('ABC' - -2.25), 0.5) |$v, $w| { split($v, $w) }) }
