notify { 'e1': message => "${with({'b' => 2, 'a' => 1}, '42') |$v, $w| { Array($v, true) }}" }
