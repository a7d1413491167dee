notify { 'e1': message => with("tab\there", 0x1F) |$v, $w| { $v >> 1 } }
