notify { 'e1': message => with(['a', 'a', 'b'], [[1, 2], [3]]) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } } }
