notify { 'e1': message => String(with(([1, 2, 3] or 0), {1 => 'x', 'y' => [2]}) |$v, $w| { Integer($v, 16) }) }
