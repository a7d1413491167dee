notify { 'e1': message => "${with('true', with(/^(\d+)-(\w+)$/, '0x10') |$v, $w| { $v[1, 2] }) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }}" }
