notify { 'e1': message => "${(with(1, -2.25) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } } + ' pad ')}" }
