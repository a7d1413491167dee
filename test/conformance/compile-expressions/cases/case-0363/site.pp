notify { 'e1': message => "${with(default, -0) |$v, $w| { $v.slice(2) |$x| { $x } }}" }
