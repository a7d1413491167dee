notify { 'e1': message => with(017, {1 => 'x', 'y' => [2]}) |$v, $w| { "${v[0]}-${w}" } }
