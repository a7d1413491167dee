notify { 'e1': message => String(with(Numeric, 0.1) |$v, $w| { $v.any |$x| { $x == $w } }) }
