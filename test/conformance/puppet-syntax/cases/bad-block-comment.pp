/* never closed
$a = 1
