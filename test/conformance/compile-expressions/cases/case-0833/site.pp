notify { 'e1': message => "${with(100.0, 'Ünïcödé') |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }}" }
