notify { 'e1': message => "${with(3.0, false) |$v, $w| { $v.then |$x| { $x } }}" }
