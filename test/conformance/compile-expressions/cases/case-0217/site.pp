notify { 'e1': message => "${with([], {'a' => 1, 'b' => 2}) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
