notify { 'e1': message => with('0x10', with(0.1, {1 => 'x', 'y' => [2]}) |$v, $w| { $v.regsubst(/a/, 'b') }) |$v, $w| { $v.convert_to(Array) } }
