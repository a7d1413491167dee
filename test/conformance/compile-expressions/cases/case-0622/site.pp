notify { 'e1': message => with(with(Tuple[Integer, String], 1.5e-3) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }, 017) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) } }
