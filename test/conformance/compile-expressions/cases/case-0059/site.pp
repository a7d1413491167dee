notify { 'e1': message => "${(['b', 'a', 'c'] - with(/^(\d+)-(\w+)$/, 100.0) |$v, $w| { $v.lest || { 'none' } })}" }
