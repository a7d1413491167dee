notify { 'e1': message => String(with(-2.25, ['a', 'a', 'b']) |$v, $w| { $v.map |$x| { $x } }) }
