notify { 'e1': message => "${with((Any + Struct[{a => Integer}]), -3) |$v, $w| { split($v, $w) }}" }
