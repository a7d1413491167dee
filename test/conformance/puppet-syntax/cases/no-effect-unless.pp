unless $x { 1 }
$a = 1
