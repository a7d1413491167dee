$h = { 'a' => { 'b' => [1, 2] } }
notify { 'g': message => getvar('h.a.b.1') }
notify { 'd': message => dig($h, 'a', 'b', 0) }
notify { 'n': message => "[${dig($h, 'x', 'y')}]" }
