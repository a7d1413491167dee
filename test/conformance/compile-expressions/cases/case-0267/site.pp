notify { 'e1': message => "${with(/a+/, 1) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
