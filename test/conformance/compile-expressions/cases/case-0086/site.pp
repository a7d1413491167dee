notify { 'e1': message => "${with(['b', 'a', 'c'], 1_000) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
