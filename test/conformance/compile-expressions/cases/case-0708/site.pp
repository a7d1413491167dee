notify { 'e1': message => String(with(with([], '') |$v, $w| { $v ? { $w => 'same', default => 'other' } }, ['b', 'a', 'c']) |$v, $w| { $v.index |$x| { $x == $w } }) }
