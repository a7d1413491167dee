notify { 'e1': message => with(with(0, 100.0) |$v, $w| { $v.partition |$x| { $x } }, [1, 2, 3]) |$v, $w| { join($v, $w) } }
