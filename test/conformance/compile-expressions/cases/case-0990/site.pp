notify { 'e1': message => String(with(0, {'a' => 1, 'b' => 2}) |$v, $w| { get($v, $w) }) }
