notify { 'e1': message => "${with((100.0 =~ Scalar), '42') |$v, $w| { dig($v, 0) }}" }
