notify { 'e1': message => with(0.5, {'k' => {'n' => 1}}) |$v, $w| { Hash($v) } }
