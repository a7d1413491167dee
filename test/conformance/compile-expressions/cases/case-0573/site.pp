notify { 'e1': message => "${with('0x10', []) |$v, $w| { {'x' => $v} + {'y' => $w} }}" }
