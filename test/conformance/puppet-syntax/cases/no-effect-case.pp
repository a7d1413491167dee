case $x { a: { 1 } default: {} }
$a = 1
