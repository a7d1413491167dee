notify { 'e1': message => "${with(Float, {1 => 'x', 'y' => [2]}) |$v, $w| { -$v }}" }
