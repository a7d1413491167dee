$r = [1, 2, 3].map |$x| { if $x == 2 { next(0) } $x }
notify { 'r': message => $r }
