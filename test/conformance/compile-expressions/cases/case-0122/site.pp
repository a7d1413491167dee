notify { 'e1': message => String(with(Numeric, 'x y') |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) }) }
