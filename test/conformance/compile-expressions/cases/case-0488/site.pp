notify { 'e1': message => with(100.0, ['b', 'a', 'c']) |$v, $w| { $v.partition |$x| { $x } } }
