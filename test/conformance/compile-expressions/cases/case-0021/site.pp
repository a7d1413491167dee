notify { 'e1': message => String(with(['b', 'a', 'c'], 'a\nb') |$v, $w| { $v.with |$x| { [$x] } }) }
