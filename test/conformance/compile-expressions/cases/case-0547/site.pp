notify { 'e1': message => String(with('a,b,c', false) |$v, $w| { $v.index |$x| { $x == $w } }) }
