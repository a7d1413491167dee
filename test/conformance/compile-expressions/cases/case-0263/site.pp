notify { 'e1': message => with(-2.25, (0x1F <= 1.5e-3)) |$v, $w| { [*$v, $w] } }
