$a = 'web1' ? { /^web/ => 1, default => 2 }
