notify { 'e1': message => String(with(Float, ['b', 'a', 'c']) |$v, $w| { $v.map |$x| { $x } }) }
