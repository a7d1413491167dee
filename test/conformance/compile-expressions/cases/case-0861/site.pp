notify { 'e1': message => "${with(max(42), -2.25) |$v, $w| { $v.filter |$x| { $x } }}" }
