notify { 'e1': message => String(with([1, 'a', true, undef], 42) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }) }
