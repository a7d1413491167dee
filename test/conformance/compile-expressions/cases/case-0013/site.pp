notify { 'e1': message => String(with(-0, (0 < 0)) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }) }
