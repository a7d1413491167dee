notify { 'e1': message => with({'a' => 1, 'b' => 2}, with([], true) |$v, $w| { $v.all |$x| { $x =~ $w } }) |$v, $w| { $v.step(2) } }
