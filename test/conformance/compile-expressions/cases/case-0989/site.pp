notify { 'e1': message => "${with(2.5e20, [1, 2, 3]) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }}" }
