notify { 'before': }
$x = file("m1/nope.txt", "m1/none")
