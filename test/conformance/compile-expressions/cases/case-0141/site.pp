notify { 'e1': message => String(with(-0, (1_000 >= -2.25)) |$v, $w| { $v.any |$x| { $x == $w } }) }
