file {'a': * => $x, * => $y}
