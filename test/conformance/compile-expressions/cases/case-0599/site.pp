notify { 'e1': message => String(with(-2.25, 7) |$v, $w| { $v.filter |$x| { $x } }) }
