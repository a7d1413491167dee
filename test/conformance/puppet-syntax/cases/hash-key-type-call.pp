$a = {type("a") => 1, type => 2}
$b = [type("a") => 1]
notice($a, $b)
