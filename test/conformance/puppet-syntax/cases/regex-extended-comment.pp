$a = $x ? { /(?x) a # (b
/ => 1, default => 2 }
