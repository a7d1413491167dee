notify { 'e1': message => String(with((017 * 1_000), [3.5, 1, -2]) |$v, $w| { $v.any |$x| { $x == $w } }) }
