notify { 'e1': message => "${with(0.1, [1, 2, 3]) |$v, $w| { $v.convert_to(Array) }}" }
