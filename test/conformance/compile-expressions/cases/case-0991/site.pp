notify { 'e1': message => String((('true' - {'k' => {'n' => 1}}) + with(0, -3) |$v, $w| { Array($v, true) })) }
