notify { 'e1': message => with({'a' => 1, 'b' => 2}, ['b', 'a', 'c']) |$v, $w| { Hash($v) } }
