notify { 'e1': message => "${(with(017, ['a', 'a', 'b']) |$v, $w| { $v.filter |$x| { $x } } != Hash[String, Integer])}" }
