notify { 'e1': message => with({'k' => {'n' => 1}}, Integer[0, 10]) |$v, $w| { $v.then |$x| { $x } } }
