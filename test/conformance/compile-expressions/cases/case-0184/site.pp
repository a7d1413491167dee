notify { 'e1': message => String(with({'b' => 2, 'a' => 1}, 7) |$v, $w| { dig($v, 'k', 'n') }) }
