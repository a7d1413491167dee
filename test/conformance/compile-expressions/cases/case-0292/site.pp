notify { 'e1': message => "${with(default, ['b', 'a', 'c']) |$v, $w| { $v[0] }}" }
