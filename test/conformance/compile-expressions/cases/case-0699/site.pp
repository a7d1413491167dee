notify { 'e1': message => String(with(/a+/, with([3.5, 1, -2], -3) |$v, $w| { "${v.size}" }) |$v, $w| { $v.slice(2) |$x| { $x } }) }
