notify { 'e1': message => String((with(false, 1e3) |$v, $w| { $v.partition |$x| { $x } } =~ ([3.5, 1, -2] - 'abc'))) }
