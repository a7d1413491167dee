notify { 'e1': message => with(true, {'b' => 2, 'a' => 1}) |$v, $w| { $v.index |$x| { $x == $w } } }
