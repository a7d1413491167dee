notify { 'e1': message => "${with(42, []) |$v, $w| { $v[0] }}" }
