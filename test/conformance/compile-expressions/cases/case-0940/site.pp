notify { 'e1': message => String(with(upcase(['b', 'a', 'c']), with(Any, {1 => 'x', 'y' => [2]}) |$v, $w| { $v.any |$x| { $x == $w } }) |$v, $w| { $v << 3 }) }
