case $x { a: { notice(1) } default: {} }
$a = 1
