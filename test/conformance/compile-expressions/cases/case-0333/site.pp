notify { 'e1': message => String(with(with('3.5', [1, 2, 3]) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }, with(1_000, 7) |$v, $w| { Hash($v) }) |$v, $w| { split($v, $w) }) }
