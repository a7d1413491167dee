$a = $b = 3
notify { "a": message => [$a, $b] }
