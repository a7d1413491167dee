notify { 'e1': message => with(-0, {'k' => {'n' => 1}}) |$v, $w| { [$v, $w].flatten } }
