notify { 'e1': message => String(with({1 => 'x', 'y' => [2]}, false) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) }
