notify { 'e1': message => "${with({'b' => 2, 'a' => 1}, true) |$v, $w| { Array($v, true) }}" }
