if $x { } 
$a = 1
