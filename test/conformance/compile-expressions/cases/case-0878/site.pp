notify { 'e1': message => with((1 and {'a' => 1, 'b' => 2}), with('42', -0) |$v, $w| { "${v.size}" }) |$v, $w| { $v.all |$x| { $x =~ $w } } }
