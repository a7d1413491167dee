notify { 'e1': message => String(with(default, true) |$v, $w| { $v.slice(2) |$x| { $x } }) }
