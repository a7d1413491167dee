notify { 'e1': message => String(with(2.5e20, ceiling(7)) |$v, $w| { $v.each_slice(2) |$x| { $x } }) }
