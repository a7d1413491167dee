notify { 'e1': message => String((with(false, 42) |$v, $w| { [*$v, $w] } and with(7, 'ABC') |$v, $w| { $v =~ Type[$w] })) }
