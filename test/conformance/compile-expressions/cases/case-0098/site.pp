notify { 'e1': message => "${with([], 1e3) |$v, $w| { $v.each_slice(2) |$x| { $x } }}" }
