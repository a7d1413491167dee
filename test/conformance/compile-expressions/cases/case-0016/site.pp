notify { 'e1': message => "${with(' pad ', with(100.0, 2.5e20) |$v, $w| { $v.then |$x| { $x } }) |$v, $w| { dig($v, 'k', 'n') }}" }
