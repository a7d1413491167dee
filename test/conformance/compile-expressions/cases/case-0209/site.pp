notify { 'e1': message => with((-0 * undef), 'true') |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } } }
