class a($x, $x) { }
