notify { 'e1': message => with([1, 'a', true, undef], {'k' => {'n' => 1}}) |$v, $w| { $v.index |$x| { $x == $w } } }
