notify { 'e1': message => String(with([1, 2, 3], [1, 2, 3]) |$v, $w| { $v.then |$x| { $x } }) }
