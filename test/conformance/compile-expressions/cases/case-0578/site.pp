notify { 'e1': message => "${(values('true') or with('abc', 017) |$v, $w| { Array($v, true) })}" }
