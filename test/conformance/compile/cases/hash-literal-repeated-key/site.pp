$h = {a => 1, a => 2}
notify { "a": message => $h }
