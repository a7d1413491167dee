notify { 'e1': message => String(with({'a' => 1, 'b' => 2}, {}) |$v, $w| { Hash($v) }) }
