notify { 'e1': message => "${with(with(100.0, 1_000) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }, [1, 2, 3]) |$v, $w| { "${v.size}" }}" }
