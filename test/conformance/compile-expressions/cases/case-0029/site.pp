notify { 'e1': message => (with({'b' => 2, 'a' => 1}, 0.1) |$v, $w| { dig($v, 0) } / Enum[a, b]) }
