notice(type($x))
