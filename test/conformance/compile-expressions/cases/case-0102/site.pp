notify { 'e1': message => String(with({1 => 'x', 'y' => [2]}, '1e2') |$v, $w| { $v.step(2) }) }
