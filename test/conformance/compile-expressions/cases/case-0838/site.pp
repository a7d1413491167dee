notify { 'e1': message => "${(with(0x1F, '0x10') |$v, $w| { $v.map |$x| { $x } } < -9223372036854775808)}" }
