$x = 1
$a = "v=$x and ${x}"
