notify { 'e1': message => "${with(with('', 'a,b,c') |$v, $w| { $v.each_slice(2) |$x| { $x } }, {'k' => {'n' => 1}}) |$v, $w| { $v.index |$x| { $x == $w } }}" }
