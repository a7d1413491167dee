$a = type($x, generalized)
