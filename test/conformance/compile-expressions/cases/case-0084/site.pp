notify { 'e1': message => "${with(Hash('a\nb'), with(1_000, 3.0) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) |$v, $w| { $v.regsubst(/a/, 'b') }}" }
