notify { 'x': message => inline_epp('<%= $x %>', { 'bad-key' => 1 }) }
