notify { 'e1': message => String(with({1 => 'x', 'y' => [2]}, ['b', 'a', 'c']) |$v, $w| { min($v, $w) }) }
