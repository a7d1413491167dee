notify { 'e1': message => with('1e2', 0) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } } }
