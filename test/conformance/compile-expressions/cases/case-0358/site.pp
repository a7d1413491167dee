notify { 'e1': message => String(with({'a' => 1, 'b' => 2}, flatten([1, 2, 3])) |$v, $w| { $v.partition |$x| { $x } }) }
