$ok = [1].map |$a, $b = 2| { $a + $b }
$bad = [].map |$a = 1, $b| { $a }
