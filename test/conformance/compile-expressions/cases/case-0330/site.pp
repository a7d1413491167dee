notify { 'e1': message => "${with(/^(\d+)-(\w+)$/, 1_000) |$v, $w| { $v.slice(2) |$x| { $x } }}" }
