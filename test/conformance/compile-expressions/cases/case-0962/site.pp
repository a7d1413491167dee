notify { 'e1': message => with(('' <= 1.5e-3), 1e3) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } } }
