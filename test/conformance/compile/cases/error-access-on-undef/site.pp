$h = {}
notify { "a": message => $h["missing"]["deep"] }
