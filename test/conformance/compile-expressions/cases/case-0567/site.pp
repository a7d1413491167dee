notify { 'e1': message => with(['a', 'a', 'b'], 3.0) |$v, $w| { $v.slice(2) |$x| { $x } } }
