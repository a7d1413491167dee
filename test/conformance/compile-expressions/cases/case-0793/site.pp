notify { 'e1': message => with(with(100.0, "tab\there") |$v, $w| { Hash($v) }, [3.5, 1, -2]) |$v, $w| { $v.partition |$x| { $x } } }
