notify { 'e1': message => with([1, 2, 3], with(1, 2.5e20) |$v, $w| { $v.match(/(\w)/) }) |$v, $w| { $v.filter |$x| { $x } } }
