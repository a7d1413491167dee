notify { 'e1': message => String(with(7, ('' < 017)) |$v, $w| { $v.partition |$x| { $x } }) }
