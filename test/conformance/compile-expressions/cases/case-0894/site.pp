notify { 'e1': message => with(7, ['b', 'a', 'c']) |$v, $w| { $v.filter |$x| { $x } } }
