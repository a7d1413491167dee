notify { 'e1': message => with(['a', 'a', 'b'], default) |$v, $w| { $v.any |$x| { $x == $w } } }
