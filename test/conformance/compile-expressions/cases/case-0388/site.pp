notify { 'e1': message => "${with(0x1F, with('1e2', []) |$v, $w| { $v.all |$x| { $x =~ $w } }) |$v, $w| { "${v.size}" }}" }
