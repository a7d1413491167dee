notify { 'e1': message => with(flatten(-2.25), 'x y') |$v, $w| { $v.filter |$x| { $x } } }
