notify { 'e1': message => with(0x1F, 1_000) |$v, $w| { split($v, ',') } }
