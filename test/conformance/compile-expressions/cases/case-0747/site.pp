notify { 'e1': message => "${with([[1, 2], [3]], {'b' => 2, 'a' => 1}) |$v, $w| { join($v, $w) }}" }
