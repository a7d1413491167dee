[$a, $b] = [1, 2]
notice($a, $b)
