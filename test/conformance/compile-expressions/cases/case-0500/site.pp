notify { 'e1': message => with(2.5e20, Integer[0, 10]) |$v, $w| { $v.then |$x| { $x } } }
