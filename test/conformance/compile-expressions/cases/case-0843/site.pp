notify { 'e1': message => String(with('3.5', 7) |$v, $w| { $v.all |$x| { $x =~ $w } }) }
