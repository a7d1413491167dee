notify { 'e1': message => String(with(downcase({'a' => 1, 'b' => 2}), {1 => 'x', 'y' => [2]}) |$v, $w| { $v.filter |$x| { $x } }) }
