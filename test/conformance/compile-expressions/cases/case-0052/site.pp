notify { 'e1': message => String(with([1, 2, 3], with(42, /a+/) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }) |$v, $w| { $v.all |$x| { $x =~ $w } }) }
