$v = 'b'
notify { 'sel': message => $v ? { 'a' => 1, 'b' => 2, default => 3 } }
notify { 'def': message => 'q' ? { 'a' => 1, default => 'dflt' } }
