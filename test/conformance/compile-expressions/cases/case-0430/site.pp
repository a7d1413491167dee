notify { 'e1': message => String(with(['b', 'a', 'c'], min(3.0)) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) }) }
