notify { 'e1': message => "${with('true', {1 => 'x', 'y' => [2]}) |$v, $w| { $v << 3 }}" }
