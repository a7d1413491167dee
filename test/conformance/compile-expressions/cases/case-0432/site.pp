notify { 'e1': message => with({1 => 'x', 'y' => [2]}, floor(0.5)) |$v, $w| { $v.slice(2) |$x| { $x } } }
