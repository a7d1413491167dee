notify { 'e1': message => String(with('true', -2.25) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }) }
