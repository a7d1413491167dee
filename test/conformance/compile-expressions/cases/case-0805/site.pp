notify { 'e1': message => with([[1, 2], [3]], (undef % 100.0)) |$v, $w| { $v.reduce |$m, $x| { $m + $x } } }
