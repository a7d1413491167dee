notify { 'e1': message => (100.0 == with(0.5, 'a,b,c') |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) }
