notify { 'e1': message => with({}, [1, 'a', true, undef]) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } } }
