notify { 'e1': message => "${with(('').unwrap, (' pad ' + ['b', 'a', 'c'])) |$v, $w| { $v.slice(2) |$x| { $x } }}" }
