type($x)
