notify { 'e1': message => with([[1, 2], [3]], 0x1F) |$v, $w| { $v.any |$x| { $x == $w } } }
