notify { 'e1': message => "${(Undef != with(/^(\d+)-(\w+)$/, 0.5) |$v, $w| { sprintf('%5s|%-4s', $v, $v) })}" }
