notify { 'e1': message => with('ABC', 0.1) |$v, $w| { -$v } }
