notify { 'e1': message => "${(' pad ' in with(1, 'x y') |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } })}" }
