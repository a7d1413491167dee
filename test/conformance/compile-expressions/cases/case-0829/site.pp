notify { 'e1': message => with(false, ' pad ') |$v, $w| { $v.any |$x| { $x == $w } } }
