notify { 'e1': message => (('ABC' * 2.5e20) <= with(42, Float) |$v, $w| { $v.map |$x| { $x } }) }
