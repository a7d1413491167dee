$a = $x ? { /a/ => 1, default => 2 }
