notify { 'e1': message => (({1 => 'x', 'y' => [2]} !~ '3.5') and 1_000) }
