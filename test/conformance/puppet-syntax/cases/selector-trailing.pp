$a = 1 ? { 1 => 'a', default => 'b', }
