notify { 'e1': message => String(with(['b', 'a', 'c'], []) |$v, $w| { $v.then |$x| { $x } }) }
