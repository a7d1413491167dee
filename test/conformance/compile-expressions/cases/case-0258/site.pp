notify { 'e1': message => "${with('x y', (1 != -3)) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
