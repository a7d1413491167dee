notify { 'e1': message => "${with(1_000, {}) |$v, $w| { $v[1, 2] }}" }
