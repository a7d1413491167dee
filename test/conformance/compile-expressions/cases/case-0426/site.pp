notify { 'e1': message => "${with(3.0, 1.5e-3) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }}" }
