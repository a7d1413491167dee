notify { 'e1': message => (with(default, {'k' => {'n' => 1}}) |$v, $w| { $v.index |$x| { $x == $w } } < 0.5) }
