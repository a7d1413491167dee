notify { 'e1': message => "${with(['a', 'a', 'b'], 1_000) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }}" }
